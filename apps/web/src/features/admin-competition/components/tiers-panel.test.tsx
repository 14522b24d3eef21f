import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SIGNED_IN } from '@/testing/admin-fixtures';
import { bodiesSentTo, jsonResponse, mockFetch, type FetchHandler } from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';
import type { Tier } from '@app/shared/competition/setup';

const national: Tier = {
  code: 'national',
  name: 'National',
  nameMs: 'Kebangsaan',
  sortOrder: 1,
  active: true,
};
const club: Tier = { code: 'club', name: 'Club', nameMs: 'Kelab', sortOrder: 9, active: false };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(handlers: Record<string, FetchHandler> = {}) {
  const fetchMock = mockFetch({
    'GET /api/admin/me': SIGNED_IN,
    'GET /api/tournaments': () => jsonResponse(200, []),
    'GET /api/admin/competition/tiers': () => jsonResponse(200, [national, club]),
    ...handlers,
  });
  renderAdminApp('/admin/dashboard?section=competition-setup');
  return fetchMock;
}

const panel = async () => within(await screen.findByRole('region', { name: 'Sanctioning tiers' }));

describe('Sanctioning tiers (tournament officers)', () => {
  it('lists every tier, active or not', async () => {
    setup();
    const tiers = await panel();
    const table = within(await tiers.findByRole('table', { name: 'Sanctioning tiers' }));
    const row = within(table.getByRole('rowheader', { name: /Club/ }).closest('tr')!);
    expect(row.getByText('club')).toBeInTheDocument();
    expect(row.getByText('9')).toBeInTheDocument();
    expect(row.getByText('Inactive')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Edit Club' })).toBeInTheDocument();
  });

  it('adds a tier: checks each field first, then shows the server’s refusal in the dialog', async () => {
    const user = userEvent.setup();
    let answer = () =>
      jsonResponse(409, {
        error: 'A sanctioning tier with this code already exists',
        code: 'CONFLICT',
      });
    const fetchMock = setup({
      'POST /api/admin/competition/tiers': () => answer(),
    });
    const tiers = await panel();
    await user.click(tiers.getByRole('button', { name: 'Add tier' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a sanctioning tier' }));
    await user.type(dialog.getByLabelText('Code'), 'State Open');
    await user.type(dialog.getByLabelText('Order (0–999, lowest first)'), '1000');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText(
        'Code must be 2 to 32 lower-case letters, digits, dashes or underscores, starting with a letter',
      ),
    ).toBeInTheDocument();
    expect(dialog.getByText('Name must be 1 to 60 characters')).toBeInTheDocument();
    expect(dialog.getByText('Malay name must be 1 to 60 characters')).toBeInTheDocument();
    expect(dialog.getByText('Sort order must be a whole number from 0 to 999')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/competition/tiers')).toEqual([]);

    const code = dialog.getByLabelText('Code');
    await user.clear(code);
    await user.type(code, 'state_open');
    await user.type(dialog.getByLabelText('Name (English)'), 'State Open');
    await user.type(dialog.getByLabelText('Name (Bahasa Malaysia)'), 'Terbuka Negeri');
    const order = dialog.getByLabelText('Order (0–999, lowest first)');
    await user.clear(order);
    await user.type(order, '3');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText(
        'Could not save the tier: A sanctioning tier with this code already exists',
      ),
    ).toBeInTheDocument();

    const created: Tier = {
      code: 'state_open',
      name: 'State Open',
      nameMs: 'Terbuka Negeri',
      sortOrder: 3,
      active: true,
    };
    answer = () => jsonResponse(201, created);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await tiers.findByText('Tier “State Open” added.')).toBeInTheDocument();
    const sent = { code: 'state_open', name: 'State Open', nameMs: 'Terbuka Negeri', sortOrder: 3 };
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/competition/tiers')).toEqual([
      { ...sent, active: true },
      { ...sent, active: true },
    ]);
  });

  it('edits a tier without its code and can make it inactive', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({
      'PUT /api/admin/competition/tiers/national': ({ body }) =>
        jsonResponse(200, { ...national, ...(body as object) }),
    });
    const tiers = await panel();
    const table = within(await tiers.findByRole('table', { name: 'Sanctioning tiers' }));
    await user.click(table.getByRole('button', { name: 'Edit National' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit sanctioning tier' }));
    expect(dialog.getByLabelText('Code')).toHaveAttribute('readonly');
    const name = dialog.getByLabelText('Name (Bahasa Malaysia)');
    await user.clear(name);
    await user.type(name, 'Peringkat Kebangsaan');
    await user.click(dialog.getByLabelText('Active (can be chosen for a tournament)'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await tiers.findByText('Tier “National” saved.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT /api/admin/competition/tiers/national')).toEqual([
      { name: 'National', nameMs: 'Peringkat Kebangsaan', sortOrder: 1, active: false },
    ]);
  });

  it('says when the tiers cannot be loaded', async () => {
    setup({ 'GET /api/admin/competition/tiers': () => jsonResponse(500, { error: 'boom' }) });
    const tiers = await panel();
    expect(await tiers.findByText('Could not load the sanctioning tiers.')).toBeInTheDocument();
  });
});
