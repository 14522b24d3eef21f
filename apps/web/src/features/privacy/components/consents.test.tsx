import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setMessageLocale } from '@/lib/format-message';
import { I18nProvider, registerMessages } from '@/lib/i18n';
import { ms } from '@/messages/ms/index';
import { buildPlayer } from '@/testing/factories/players';
import { bodiesSentTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderPlayerApp } from '@/testing/render-player-app';
import { CONSENT_SOURCES, type Consents } from '@app/shared/privacy';

import { ConsentsCard } from './consents-card';

afterEach(() => {
  vi.unstubAllGlobals();
  setMessageLocale('en');
});

const PLAYER = buildPlayer();
const CONSENTS = 'GET /api/players/me/consents';

const consentsOf = (overrides: Partial<Consents> = {}): Consents => ({
  policyVersion: '2027-01-15',
  acceptedVersion: '2027-01-15',
  needsAcceptance: false,
  marketingOptIn: true,
  history: [
    {
      kind: 'policy',
      version: '2027-01-15',
      granted: true,
      source: 'registration',
      createdAt: '2026-11-20T03:00:00.000Z',
    },
  ],
  ...overrides,
});

function signedIn(handlers: Parameters<typeof mockFetch>[0]) {
  window.localStorage.setItem('playerLoggedIn', 'true');
  return mockFetch({
    'GET /api/players/me': () => jsonResponse(200, PLAYER),
    [`GET /api/players/${PLAYER._id}/messages`]: () => jsonResponse(200, []),
    'GET /api/players/me/data-exports': () => jsonResponse(200, []),
    ...handlers,
  });
}

describe('a new Terms and Privacy Policy version', () => {
  it('asks the player to accept it before using the portal, then lets them in', async () => {
    let current = consentsOf({ acceptedVersion: '2026-11-22', needsAcceptance: true });
    const fetchMock = signedIn({
      [CONSENTS]: () => jsonResponse(200, current),
      'POST /api/players/me/consents/policy': () => {
        current = consentsOf();
        return jsonResponse(200, current);
      },
    });
    const { user } = renderPlayerApp('/player/dashboard');
    const dialog = within(
      await screen.findByRole('dialog', { name: 'We have updated our Terms and Privacy Policy' }),
    );
    expect(dialog.getByText(/Privacy Policy of 15 January 2027/)).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(dialog.getByRole('link', { name: /Terms and Conditions/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await user.click(dialog.getByRole('button', { name: 'I accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSentTo(fetchMock, 'POST /api/players/me/consents/policy')).toEqual([
      { version: '2027-01-15' },
    ]);
  });

  it('says so when the policy changed again while the player was reading', async () => {
    signedIn({
      [CONSENTS]: () =>
        jsonResponse(200, consentsOf({ acceptedVersion: null, needsAcceptance: true })),
      'POST /api/players/me/consents/policy': () =>
        jsonResponse(409, { error: 'The Terms and Privacy Policy changed again.' }),
    });
    const { user } = renderPlayerApp('/player/dashboard');
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'I accept' }));
    expect(
      await dialog.findByText(
        'The policy changed again while you were reading. Please review the new version.',
      ),
    ).toBeInTheDocument();
  });

  it('can be closed for now, and asks again at the next visit', async () => {
    signedIn({
      [CONSENTS]: () =>
        jsonResponse(200, consentsOf({ acceptedVersion: null, needsAcceptance: true })),
    });
    const first = renderPlayerApp('/player/dashboard');
    await screen.findByRole('dialog');
    await first.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('tabpanel', { name: 'My Profile' })).toBeInTheDocument();
    first.unmount();
    renderPlayerApp('/player/dashboard');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});

describe('privacy & data: consents', () => {
  it('shows the accepted version and history, and turns association news off', async () => {
    const fetchMock = signedIn({
      [CONSENTS]: () => jsonResponse(200, consentsOf()),
      'PUT /api/players/me/consents/marketing': () =>
        jsonResponse(
          200,
          consentsOf({
            marketingOptIn: false,
            history: [
              {
                kind: 'marketing',
                version: null,
                granted: false,
                source: 'privacy settings',
                createdAt: '2026-11-25T03:00:00.000Z',
              },
              ...consentsOf().history,
            ],
          }),
        ),
    });
    const { user } = renderPlayerApp('/player/dashboard?tab=privacy');
    const panel = within(await screen.findByRole('tabpanel', { name: 'Privacy & data' }));
    expect(
      await panel.findByText(
        'You accepted the Terms and Conditions and Privacy Policy of 15 January 2027.',
      ),
    ).toBeInTheDocument();
    const news = panel.getByRole('checkbox', {
      name: 'Send me association news and announcements in my inbox',
    });
    expect(news).toBeChecked();
    await user.click(news);
    await waitFor(() => expect(news).not.toBeChecked());
    expect(bodiesSentTo(fetchMock, 'PUT /api/players/me/consents/marketing')).toEqual([
      { optIn: false },
    ]);
    expect(await panel.findByText('Opted out')).toBeInTheDocument();
    expect(panel.getByText('20 November 2026')).toBeInTheDocument();
  });

  it('puts the choice back and says so when saving fails', async () => {
    signedIn({
      [CONSENTS]: () => jsonResponse(200, consentsOf()),
      'PUT /api/players/me/consents/marketing': () => jsonResponse(500, { error: 'Boom' }),
    });
    const { user } = renderPlayerApp('/player/dashboard?tab=privacy');
    const panel = within(await screen.findByRole('tabpanel', { name: 'Privacy & data' }));
    const news = await panel.findByRole('checkbox', { name: /association news/ });
    await user.click(news);
    expect(
      await panel.findByText('Could not save your choice. Please try again.'),
    ).toBeInTheDocument();
    expect(news).toBeChecked();
  });
});

describe('privacy & data: consents in Bahasa Malaysia', () => {
  it('names where each consent was given in Malay, never the recorded English value', async () => {
    registerMessages(ms, 'ms');
    setMessageLocale('ms');
    mockFetch({
      [CONSENTS]: () =>
        jsonResponse(
          200,
          consentsOf({
            history: CONSENT_SOURCES.map((source, i) => ({
              kind: 'marketing' as const,
              version: null,
              granted: true,
              source,
              createdAt: `2026-11-2${i}T03:00:00.000Z`,
            })),
          }),
        ),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <I18nProvider locale="ms">
        <QueryClientProvider client={client}>
          <ConsentsCard />
        </QueryClientProvider>
      </I18nProvider>,
    );
    const history = await screen.findByRole('list');
    const lines = within(history)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      expect.stringContaining('melalui pendaftaran'),
      expect.stringContaining('melalui portal pemain'),
      expect.stringContaining('melalui tetapan privasi'),
    ]);
    for (const source of CONSENT_SOURCES) expect(history).not.toHaveTextContent(source);
  });
});
