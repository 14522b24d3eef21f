import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setMessageLocale } from '@/lib/format-message';
import { I18nProvider, registerMessages } from '@/lib/i18n';
import { ms } from '@/messages/ms/index';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import type { Locale } from '@app/shared/locale';
import type { ActiveSession } from '@app/shared/security';

import { SessionsCard } from './sessions-card';

afterEach(() => {
  vi.unstubAllGlobals();
  setMessageLocale('en');
});

const session = (overrides: Partial<ActiveSession>): ActiveSession => ({
  _id: 's1',
  device: 'Safari on iOS',
  browser: 'Safari',
  os: 'iOS',
  ip: '203.0.113.5',
  createdAt: '2026-11-20T05:34:00.000Z',
  lastSeenAt: '2026-11-20T05:34:00.000Z',
  current: false,
  ...overrides,
});

const SESSIONS: ActiveSession[] = [
  session({
    _id: 's1',
    current: true,
    device: 'Chrome on Windows',
    browser: 'Chrome',
    os: 'Windows',
  }),
  session({ _id: 's2' }),
  session({ _id: 's3', device: 'Unknown device', browser: null, os: null }),
];

function renderCard(locale: Locale) {
  if (locale === 'ms') registerMessages(ms, 'ms');
  setMessageLocale(locale);
  mockFetch({ 'GET /api/players/me/sessions': () => jsonResponse(200, SESSIONS) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider locale={locale}>
      <QueryClientProvider client={client}>
        <SessionsCard base="/api/players/me" />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

async function deviceNames(listName: string) {
  const list = await screen.findByRole('list', { name: listName });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.firstChild?.textContent?.trim());
}

describe("where you're signed in", () => {
  it('names each device in English on an English page', async () => {
    renderCard('en');
    expect(await deviceNames('Your sessions')).toEqual([
      'Chrome on Windows',
      'Safari on iOS',
      'Unknown device',
    ]);
    expect(screen.getByRole('button', { name: 'Sign out: Safari on iOS' })).toBeInTheDocument();
  });

  it('names each device in Malay on a Malay page, whatever the English `device` says', async () => {
    renderCard('ms');
    expect(await deviceNames('Sesi anda')).toEqual([
      'Chrome pada Windows',
      'Safari pada iOS',
      'Peranti tidak diketahui',
    ]);
    expect(
      screen.getByRole('button', { name: 'Daftar keluar: Safari pada iOS' }),
    ).toBeInTheDocument();
    // Times in the Malay format too (Malaysia time, 1:34 PTG), never "PM".
    expect(screen.getAllByText(/1:34 PTG/).length).toBeGreaterThan(0);
    expect(document.body).not.toHaveTextContent(/\b(AM|PM)\b/);
  });
});
