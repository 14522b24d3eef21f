import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { bodiesSentTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithRouter } from '@/testing/test-utils';

import { CompetitionPrivacyCard } from './competition-privacy-card';

const PATH = '/api/players/me/competition-privacy';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Competition privacy card', () => {
  it('saves the three switches and says an under-18 profile needs a guardian', async () => {
    const user = userEvent.setup();
    const off = {
      publicProfile: false,
      hideFromEntryLists: false,
      partnerListed: false,
      profileShown: false,
      needsGuardianConsent: false,
    };
    const fetchMock = mockFetch({
      [`GET ${PATH}`]: () => jsonResponse(200, off),
      [`PUT ${PATH}`]: ({ body }) =>
        jsonResponse(200, { ...(body as object), profileShown: false, needsGuardianConsent: true }),
    });
    renderWithRouter(<CompetitionPrivacyCard />);
    const profile = await screen.findByRole('switch', { name: /Show my public player profile/ });
    expect(profile).not.toBeChecked();
    expect(screen.getByText('Your public profile is not shown.')).toBeInTheDocument();
    await user.click(profile);
    await user.click(
      screen.getByRole('switch', { name: 'Let players entering doubles pick me as a partner' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Competition privacy saved.')).toBeInTheDocument();
    expect(
      screen.getByText(/only once a parent or guardian has given consent/),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, `PUT ${PATH}`)).toEqual([
      { publicProfile: true, hideFromEntryLists: false, partnerListed: true },
    ]);
  });
});
