import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SIGNED_IN, TEST_ADMIN } from '@/testing/admin-fixtures';
import { bodiesSentTo, jsonResponse, mockFetch, type FetchHandler } from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSettings(handlers: Record<string, FetchHandler> = {}) {
  const fetchMock = mockFetch({ 'GET /api/admin/me': SIGNED_IN, ...handlers });
  const app = renderAdminApp('/admin/dashboard?section=settings');
  return { ...app, fetchMock };
}

async function usernameForm() {
  return within(
    (await screen.findByRole('heading', { name: 'Change username' })).closest('section')!,
  );
}

async function passwordForm() {
  return within(
    (await screen.findByRole('heading', { name: 'Change password' })).closest('section')!,
  );
}

describe('admin settings section', () => {
  it('rejects a password confirmation that does not match, without calling the server', async () => {
    const { user, fetchMock } = renderSettings();
    const form = await passwordForm();

    await user.type(form.getByLabelText('Current password'), 'old password 123');
    await user.type(form.getByLabelText('New password'), 'a brand new password');
    await user.type(form.getByLabelText('Confirm new password'), 'a different password');
    await user.click(form.getByRole('button', { name: 'Update password' }));

    expect(await form.findByText('Passwords do not match')).toBeInTheDocument();
    expect(form.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(bodiesSentTo(fetchMock, 'PUT /api/admin/me/password')).toHaveLength(0);
  });

  it('rejects a new password shorter than the minimum, without calling the server', async () => {
    const { user, fetchMock } = renderSettings();
    const form = await passwordForm();

    await user.type(form.getByLabelText('Current password'), 'old password 123');
    await user.type(form.getByLabelText('New password'), 'short');
    await user.type(form.getByLabelText('Confirm new password'), 'short');
    await user.click(form.getByRole('button', { name: 'Update password' }));

    expect(
      await form.findByText('New password must be at least 12 characters'),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT /api/admin/me/password')).toHaveLength(0);
  });

  it('changes the password, confirms it and clears the fields', async () => {
    const { user, fetchMock } = renderSettings({
      'PUT /api/admin/me/password': () =>
        jsonResponse(200, { success: true, message: 'Password changed' }),
    });
    const form = await passwordForm();

    await user.type(form.getByLabelText('Current password'), 'old password 123');
    await user.type(form.getByLabelText('New password'), 'a brand new password');
    await user.type(form.getByLabelText('Confirm new password'), 'a brand new password');
    await user.click(form.getByRole('button', { name: 'Update password' }));

    expect(await form.findByRole('status')).toHaveTextContent('Password changed.');
    expect(bodiesSentTo(fetchMock, 'PUT /api/admin/me/password')).toEqual([
      {
        currentPassword: 'old password 123',
        newPassword: 'a brand new password',
        confirmPassword: 'a brand new password',
      },
    ]);
    expect(form.getByLabelText('New password')).toHaveValue('');
  });

  it("shows 'Current password is incorrect' on the current-password field and stays signed in", async () => {
    const { user, router } = renderSettings({
      'PUT /api/admin/me/password': () =>
        jsonResponse(401, { error: 'Current password is incorrect' }),
    });
    const form = await passwordForm();

    await user.type(form.getByLabelText('Current password'), 'wrong password 1');
    await user.type(form.getByLabelText('New password'), 'a brand new password');
    await user.type(form.getByLabelText('Confirm new password'), 'a brand new password');
    await user.click(form.getByRole('button', { name: 'Update password' }));

    expect(await form.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(form.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('changes the username and shows the new one', async () => {
    let username = TEST_ADMIN.username;
    const { user, fetchMock } = renderSettings({
      'GET /api/admin/me': () => jsonResponse(200, { ...TEST_ADMIN, username }),
      'PUT /api/admin/me/username': ({ body }) => {
        username = (body as { username: string }).username;
        return jsonResponse(200, { ...TEST_ADMIN, username });
      },
    });
    const form = await usernameForm();
    expect(await screen.findByText('Current username: mpa-admin')).toBeInTheDocument();

    await user.type(form.getByLabelText('New username'), '  chief.admin ');
    await user.type(form.getByLabelText('Current password'), 'my password 12');
    await user.click(form.getByRole('button', { name: 'Update username' }));

    expect(await form.findByRole('status')).toHaveTextContent('Username changed to chief.admin.');
    expect(screen.getByText('Current username: chief.admin')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT /api/admin/me/username')).toEqual([
      { username: 'chief.admin', currentPassword: 'my password 12' },
    ]);
  });

  it("shows 'Username already taken' on the username field", async () => {
    const { user } = renderSettings({
      'PUT /api/admin/me/username': () => jsonResponse(409, { error: 'Username already taken' }),
    });
    const form = await usernameForm();

    await user.type(form.getByLabelText('New username'), 'taken-name');
    await user.type(form.getByLabelText('Current password'), 'my password 12');
    await user.click(form.getByRole('button', { name: 'Update username' }));

    expect(await form.findByText('Username already taken')).toBeInTheDocument();
    expect(form.getByLabelText('New username')).toHaveAttribute('aria-invalid', 'true');
  });

  it('puts server validation details on their fields', async () => {
    const { user } = renderSettings({
      'PUT /api/admin/me/username': () =>
        jsonResponse(400, {
          error: 'Validation failed',
          code: 'VALIDATION_FAILED',
          details: [{ path: 'username', message: 'Username is reserved' }],
        }),
    });
    const form = await usernameForm();

    await user.type(form.getByLabelText('New username'), 'root');
    await user.type(form.getByLabelText('Current password'), 'my password 12');
    await user.click(form.getByRole('button', { name: 'Update username' }));

    expect(await form.findByText('Username is reserved')).toBeInTheDocument();
  });

  it('shows an unexpected server error where the user acted', async () => {
    const { user } = renderSettings({
      'PUT /api/admin/me/username': () =>
        jsonResponse(500, { error: 'Internal server error', code: 'INTERNAL' }),
    });
    const form = await usernameForm();

    await user.type(form.getByLabelText('New username'), 'new-name');
    await user.type(form.getByLabelText('Current password'), 'my password 12');
    await user.click(form.getByRole('button', { name: 'Update username' }));

    expect(await form.findByRole('alert')).toHaveTextContent('Internal server error');
  });
});
