import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { I18nProvider, registerMessages } from '@/lib/i18n';
import { ms } from '@/messages/ms/index';

import { LanguageSwitcher } from './language-switcher';

function renderAt(url: string, locale: 'en' | 'ms') {
  const router = createMemoryRouter([{ path: '*', element: <LanguageSwitcher /> }], {
    initialEntries: [url],
    basename: locale === 'ms' ? '/ms' : undefined,
  });
  render(
    <I18nProvider locale={locale}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('LanguageSwitcher', () => {
  beforeAll(() => registerMessages(ms, 'ms'));

  it('links an English page to itself in Bahasa Malaysia, keeping the query', () => {
    renderAt('/news/N1?year=2027', 'en');
    const group = screen.getByRole('group', { name: 'Language' });
    const english = within(group).getByRole('link', { name: 'English' });
    const malay = within(group).getByRole('link', { name: 'Bahasa Malaysia' });
    expect(english).toHaveAttribute('aria-current', 'true');
    expect(english).toHaveTextContent('EN');
    expect(malay).not.toHaveAttribute('aria-current');
    expect(malay).toHaveAttribute('href', '/ms/news/N1?year=2027&lang=ms');
    expect(malay).toHaveAttribute('hreflang', 'ms');
    expect(malay).toHaveAttribute('lang', 'ms');
    expect(malay).toHaveTextContent('BM');
  });

  it('links a Bahasa Malaysia page back to English, in Malay words', () => {
    renderAt('/ms/about', 'ms');
    const group = screen.getByRole('group', { name: 'Bahasa' });
    expect(within(group).getByRole('link', { name: 'Bahasa Malaysia' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(group).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/about?lang=en',
    );
  });

  it('switches the home page', () => {
    renderAt('/ms', 'ms');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/?lang=en');
  });
});

describe('LanguageSwitcher for a signed-in person', () => {
  it('saves the choice first, then opens the page in the new language', async () => {
    const saved: string[] = [];
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderSaving('/player/dashboard', async (locale) => {
      saved.push(locale);
    });
    await userEvent.click(screen.getByRole('link', { name: 'Bahasa Malaysia' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(saved).toEqual(['ms']);
    expect(String(assign.mock.calls[0]![0])).toMatch(/\/ms\/player\/dashboard\?lang=ms$/);
    vi.unstubAllGlobals();
  });

  it('still switches the page when saving fails', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderSaving('/player/dashboard', () => Promise.reject(new Error('offline')));
    await userEvent.click(screen.getByRole('link', { name: 'Bahasa Malaysia' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    vi.unstubAllGlobals();
  });
});

function renderSaving(url: string, onSwitch: (locale: 'en' | 'ms') => Promise<unknown>) {
  const router = createMemoryRouter(
    [{ path: '*', element: <LanguageSwitcher onSwitch={onSwitch} /> }],
    { initialEntries: [url] },
  );
  render(
    <I18nProvider locale="en">
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('LanguageSwitcher on a server-rendered page', () => {
  beforeAll(() => registerMessages(ms, 'ms'));

  function app(url: string) {
    const router = createMemoryRouter([{ path: '*', element: <LanguageSwitcher /> }], {
      initialEntries: [url],
      basename: '/ms',
    });
    return (
      <I18nProvider locale="ms">
        <RouterProvider router={router} />
      </I18nProvider>
    );
  }

  it('keeps the query the server did not see (its HTML is cached by path)', async () => {
    const container = document.createElement('div');
    // The server renders the path alone; the browser then attaches to it with the full URL.
    container.innerHTML = renderToString(app('/ms/coaches'));
    document.body.append(container);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, app('/ms/coaches?state=Selangor'));
    });
    expect(within(container).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/coaches?state=Selangor&lang=en',
    );
    vi.restoreAllMocks();
    container.remove();
  });
});

describe('LanguageSwitcher on a strange address', () => {
  beforeAll(() => registerMessages(ms, 'ms'));

  // `/ms//evil.test/x` is a page on this site; its English link must not be `//evil.test/x`.
  it.each([
    ['/ms//evil.test/x', 'ms'],
    ['/ms/%2f%2fevil.test', 'ms'],
    ['/ms/%5cevil.test', 'ms'],
    ['//evil.test/x', 'en'],
  ] as const)('links %s only to pages on this site', (url, locale) => {
    renderAt(url, locale);
    for (const link of screen.getAllByRole('link')) {
      const href = link.getAttribute('href') ?? '';
      expect(href).toMatch(/^\/(?![/\\])/);
      expect(new URL(href, 'http://site.test/').origin).toBe('http://site.test');
      expect(new URL(href, 'http://site.test/').pathname).not.toMatch(/\/\/|%2f|%5c/i);
    }
  });
});
