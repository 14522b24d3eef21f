import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Locale } from '@app/shared/locale';

import { I18nProvider } from './i18n';
import { useOpenAfterSignIn } from './open-in-language';

function SignIn({
  profile,
  save,
}: {
  profile: Locale;
  save: (language: Locale) => Promise<unknown>;
}) {
  const open = useOpenAfterSignIn(save);
  return (
    <button type="button" onClick={() => open('/player/dashboard', profile)}>
      sign in
    </button>
  );
}

function renderOn(page: Locale, profile: Locale, save: (language: Locale) => Promise<unknown>) {
  const router = createMemoryRouter(
    [
      { path: '/player/login', element: <SignIn profile={profile} save={save} /> },
      { path: '/player/dashboard', element: <p>dashboard</p> },
    ],
    { initialEntries: ['/player/login'] },
  );
  render(
    <I18nProvider locale={page}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('signing in opens the site in the right language', () => {
  afterEach(() => {
    document.cookie = 'lang=; max-age=0; path=/';
    vi.unstubAllGlobals();
  });

  it("opens the profile's language when the visitor did not choose one here", async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    const save = vi.fn(() => Promise.resolve());
    renderOn('en', 'ms', save);
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(replace).toHaveBeenCalledWith('/ms/player/dashboard');
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps the language picked on this device, and the profile follows it', async () => {
    document.cookie = 'lang=ms; path=/';
    const save = vi.fn(() => Promise.resolve());
    renderOn('ms', 'en', save);
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith('ms');
  });

  it('stays when the profile and the page agree', async () => {
    const save = vi.fn(() => Promise.resolve());
    renderOn('en', 'en', save);
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });
});
