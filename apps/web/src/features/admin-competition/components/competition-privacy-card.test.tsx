import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { I18nProvider, registerMessages } from '@/lib/i18n';
import { ms } from '@/messages/ms/index';
import { bodiesSentTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithRouter } from '@/testing/test-utils';
import type { CompetitionPrivacy } from '@app/shared/competition/setup';

import { CompetitionPrivacyCard } from './competition-privacy-card';

const PATH = '/api/players/me/competition-privacy';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const OFF: CompetitionPrivacy = {
  publicProfile: false,
  hideFromEntryLists: false,
  partnerListed: false,
  nameShown: true,
  profileShown: false,
  hasResults: true,
  needsGuardianConsent: false,
};

describe('Competition privacy card', () => {
  it('saves the three switches and says what the public-name rule makes of an under-18', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      [`GET ${PATH}`]: () => jsonResponse(200, OFF),
      [`PUT ${PATH}`]: ({ body }) =>
        jsonResponse(200, {
          ...(body as object),
          nameShown: false,
          profileShown: false,
          hasResults: true,
          needsGuardianConsent: true,
        }),
    });
    renderWithRouter(<CompetitionPrivacyCard />);
    const profile = await screen.findByRole('switch', { name: /Show my public player profile/ });
    expect(profile).not.toBeChecked();
    // The rule, said once on the card.
    expect(
      screen.getByText(/unless they hide their name here or are under 18 without a parent’s/),
    ).toHaveTextContent('Then they appear as “Private player”: no name, member ID, state, club');
    expect(
      screen.getByText('Your name is shown on public rankings, results and entry lists.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Your public profile is not shown.')).toBeInTheDocument();
    expect(
      screen.getByRole('switch', {
        name: 'Hide my name on public rankings, results and entry lists',
      }),
    ).not.toBeChecked();
    await user.click(profile);
    await user.click(
      screen.getByRole('switch', { name: 'Let players entering doubles pick me as a partner' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Competition privacy saved.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You appear as “Private player” on public rankings, results and entry lists.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'You are under 18: your name and profile stay private until a parent or guardian has given consent.',
      ),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, `PUT ${PATH}`)).toEqual([
      { publicProfile: true, hideFromEntryLists: false, partnerListed: true },
    ]);
  });

  it('says a chosen profile waits for a published result', async () => {
    mockFetch({
      [`GET ${PATH}`]: () => jsonResponse(200, { ...OFF, publicProfile: true, hasResults: false }),
    });
    renderWithRouter(<CompetitionPrivacyCard />);
    expect(
      await screen.findByText('Your public profile will show once a result of yours is published.'),
    ).toBeInTheDocument();
  });

  it('says the rule and the private form in Malay', async () => {
    mockFetch({
      [`GET ${PATH}`]: () =>
        jsonResponse(200, { ...OFF, nameShown: false, needsGuardianConsent: true }),
    });
    registerMessages(ms, 'ms');
    render(
      <I18nProvider locale="ms">
        <QueryClientProvider client={new QueryClient()}>
          <CompetitionPrivacyCard />
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(
      await screen.findByText(
        'Anda dipaparkan sebagai “Pemain peribadi” dalam ranking, keputusan dan senarai penyertaan awam.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/atau berumur bawah 18 tahun tanpa persetujuan ibu bapa/),
    ).toHaveTextContent(
      'Dia kemudian dipaparkan sebagai “Pemain peribadi”: tanpa nama, ID ahli, negeri, kelab atau profil',
    );
    expect(
      screen.getByText(
        'Anda berumur bawah 18 tahun: nama dan profil anda kekal peribadi sehingga ibu bapa atau penjaga memberi persetujuan.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('switch', {
        name: 'Sembunyikan nama saya dalam ranking, keputusan dan senarai penyertaan awam',
      }),
    ).toBeInTheDocument();
  });
});
