import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { TournamentEventPage } from '@/features/tournaments';
import { setMessageLocale } from '@/lib/format-message';
import { I18nProvider, registerMessages } from '@/lib/i18n';
import { ms } from '@/messages/ms/index';
import { buildPlayer } from '@/testing/factories/players';
import { buildTournament } from '@/testing/factories/tournaments';
import {
  bodiesSentTo,
  callsTo,
  jsonResponse,
  mockFetch,
  type FetchHandler,
} from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/test-utils';
import type { Competition } from '@app/shared/competition/setup';

const TOURNAMENT = buildTournament({ _id: 'T-1', name: 'Selangor Open', startDate: '2027-05-01' });
const ROUTES = [{ path: '/tournament/:tournamentId', element: <TournamentEventPage /> }];

const division = (over: Partial<Competition['divisions'][number]>) => ({
  id: 'd-mixed',
  discipline: 'mixed_doubles' as const,
  ageGroup: 'open' as const,
  label: { en: 'Mixed doubles · Open', ms: 'Beregu campuran · Terbuka' },
  minSkill: 'Intermediate',
  maxSkill: 'Advanced',
  minDupr: null,
  maxDupr: null,
  cap: 32,
  feeSen: 12000,
  taken: 10,
  waitlisted: 2,
  resultsPublished: false,
  ...over,
});

const COMPETITION: Competition = {
  takesEntries: true,
  open: true,
  opensAt: '2027-03-01T00:00:00+08:00',
  closesAt: '2027-04-15T23:59:00+08:00',
  tier: { code: 'national', name: 'National', nameMs: 'Kebangsaan' },
  maxEntriesPerPlayer: 2,
  partnerWindowHours: 72,
  refundRule: { rule: 'percentage', until: null, percent: 50 },
  divisions: [
    division({}),
    division({
      id: 'd-ws',
      discipline: 'womens_singles',
      label: { en: "Women's singles · Open", ms: 'Perseorangan wanita · Terbuka' },
      minSkill: null,
      maxSkill: null,
      feeSen: 0,
      resultsPublished: true,
    }),
  ],
};

function serve(extra: Record<string, FetchHandler> = {}, { signedIn = true } = {}) {
  if (signedIn) window.localStorage.setItem('playerLoggedIn', 'true');
  return mockFetch({
    'GET /api/tournaments/T-1': () => jsonResponse(200, TOURNAMENT),
    'GET /api/tournaments/T-1/competition': () => jsonResponse(200, COMPETITION),
    'GET /api/players/me': () => jsonResponse(200, buildPlayer()),
    'GET /api/tournaments/T-1/competition/eligibility': () =>
      jsonResponse(200, [
        { divisionId: 'd-mixed', eligible: true, reasons: [], entryStatus: null },
        {
          divisionId: 'd-ws',
          eligible: false,
          reasons: ['gender', 'membership'],
          entryStatus: null,
        },
      ]),
    'GET /api/divisions/d-mixed/partners': () =>
      jsonResponse(200, [{ memberId: 'MPA000777', fullName: 'Nurul Huda', state: 'Perak' }]),
    ...extra,
  });
}

const card = async (name: string) =>
  (await screen.findByRole('heading', { level: 3, name })).closest('li')!;

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  setMessageLocale('en');
});

describe('a tournament that takes entries here', () => {
  it('says where the player stands in a division they are already in, instead of Enter', async () => {
    serve({
      'GET /api/tournaments/T-1/competition/eligibility': () =>
        jsonResponse(200, [
          { divisionId: 'd-mixed', eligible: true, reasons: [], entryStatus: 'waitlisted' },
          { divisionId: 'd-ws', eligible: true, reasons: [], entryStatus: null },
        ]),
    });
    renderRoutes(ROUTES, '/tournament/T-1');
    const mixed = await card('Mixed doubles · Open');
    expect(await within(mixed).findByText('You are in this division: Waitlisted.')).toBeVisible();
    expect(within(mixed).getByRole('link', { name: 'See it in My Tournaments' })).toHaveAttribute(
      'href',
      '/player/dashboard?tab=tournaments',
    );
    expect(within(mixed).queryByRole('button', { name: /^(Enter|Join)/ })).toBeNull();
    const singles = await card("Women's singles · Open");
    expect(await within(singles).findByRole('button', { name: /^Enter/ })).toBeVisible();
  });

  it('lists its divisions with fee, places, window, tier and refund rule, and what the player may do', async () => {
    const fetchMock = serve({
      'GET /api/divisions/d-mixed/entries': () =>
        jsonResponse(200, [
          {
            // A private player comes without name or state, their entry without club.
            players: [
              { fullName: 'Aisyah Rahman', hidden: false, state: 'Selangor' },
              { fullName: null, hidden: true, state: null },
            ],
            club: null,
          },
        ]),
    });
    renderRoutes(ROUTES, '/tournament/T-1');
    const section = (await screen.findByRole('heading', { name: 'Divisions and entries' }))
      .parentElement!;
    expect(section).toHaveTextContent('National');
    expect(section).toHaveTextContent('50% is refunded if you withdraw.');
    expect(section).toHaveTextContent(/Open until 15 Apr 2027/);
    expect(screen.queryByRole('link', { name: /Register Now/ })).toBeNull();

    const mixed = await card('Mixed doubles · Open');
    expect(mixed).toHaveTextContent('Intermediate to Advanced');
    expect(mixed).toHaveTextContent('RM 120.00');
    expect(mixed).toHaveTextContent('10 of 32 taken');
    expect(mixed).toHaveTextContent('2 waiting');
    const enter = await within(mixed).findByRole('button', { name: /^Enter/ });
    expect(enter).toHaveAccessibleName('Enter Mixed doubles · Open');

    const singles = await card("Women's singles · Open");
    expect(singles).toHaveTextContent('Free');
    expect(await within(singles).findByText('You cannot enter this division:')).toBeVisible();
    expect(singles).toHaveTextContent("You do not meet this division's gender rule");
    expect(singles).toHaveTextContent('Only members with an active membership can enter.');
    expect(within(singles).queryByRole('button', { name: /^Enter/ })).toBeNull();
    expect(
      within(singles).getByRole('link', { name: /Results of Women's singles/ }),
    ).toHaveAttribute('href', '/tournament/T-1/results/d-ws');

    const user = userEvent.setup();
    const toggle = within(mixed).getByRole('button', { name: 'Entries' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = await within(mixed).findByRole('region', {
      name: 'Entries in Mixed doubles · Open',
    });
    expect(await within(list).findByRole('listitem')).toHaveTextContent(
      /^Aisyah Rahman \(Selangor\) \/ Private player$/,
    );
    expect(callsTo(fetchMock, 'GET /api/divisions/d-mixed/entries')).toHaveLength(1);
  });

  it('asks a visitor to sign in, without asking for eligibility', async () => {
    const fetchMock = serve({}, { signedIn: false });
    renderRoutes(ROUTES, '/tournament/T-1');
    const mixed = await card('Mixed doubles · Open');
    expect(within(mixed).getByRole('link', { name: 'Sign in to enter' })).toHaveAttribute(
      'href',
      '/player/login',
    );
    expect(callsTo(fetchMock, 'GET /api/tournaments/T-1/competition/eligibility')).toHaveLength(0);
  });

  it('keeps Register Now for a tournament that does not take entries here', async () => {
    serve({
      'GET /api/tournaments/T-1/competition': () =>
        jsonResponse(200, { ...COMPETITION, takesEntries: false, divisions: [] }),
    });
    renderRoutes(ROUTES, '/tournament/T-1');
    expect(await screen.findByRole('link', { name: /Register Now/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Divisions and entries' })).toBeNull();
  });

  it('enters a doubles division with a partner: one request on a double click, then what happens next', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = serve({
      'POST /api/divisions/d-mixed/entries': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderRoutes(ROUTES, '/tournament/T-1');
    const user = userEvent.setup();
    const mixed = await card('Mixed doubles · Open');
    await user.click(await within(mixed).findByRole('button', { name: /^Enter/ }));
    const dialog = screen.getByRole('dialog', { name: 'Enter Mixed doubles · Open' });
    expect(dialog).toHaveTextContent('Fee: RM 120.00');
    expect(dialog).toHaveTextContent('Refunds: 50% is refunded if you withdraw.');

    // Without a partner, the form says so and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Enter' }));
    expect(await within(dialog).findByText(/Enter your partner’s member ID/)).toBeVisible();

    await user.type(within(dialog).getByLabelText('Partner’s member ID'), 'mpa000002');
    await user.click(within(dialog).getByLabelText(/We each pay half \(RM 60.00 each\)/));
    await user.type(within(dialog).getByLabelText('Club (optional)'), 'KL Picklers');
    const submit = within(dialog).getByRole('button', { name: 'Enter' });
    await user.dblClick(submit);
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/divisions/d-mixed/entries')).toHaveLength(1),
    );
    await user.click(submit);
    expect(bodiesSentTo(fetchMock, 'POST /api/divisions/d-mixed/entries')).toEqual([
      { partnerMemberId: 'MPA000002', club: 'KL Picklers', payMode: 'halves' },
    ]);

    answer(
      jsonResponse(201, {
        id: 'e-1',
        divisionId: 'd-mixed',
        status: 'awaiting_partner',
        payMode: 'halves',
        partnerDeadline: '2027-03-04T10:00:00Z',
        holdExpiresAt: null,
        offerExpiresAt: null,
        waitlistPosition: null,
        feeSen: 12000,
        paidSen: 0,
        partnerPaidSen: 0,
        club: 'KL Picklers',
        createdAt: '2027-03-01T10:00:00Z',
      }),
    );
    expect(
      await within(dialog).findByText(/Your partner has until 4 Mar 2027, 6:00 pm to confirm/),
    ).toHaveAttribute('role', 'status');
    expect(callsTo(fetchMock, 'POST /api/divisions/d-mixed/entries')).toHaveLength(1);
  });

  it('picks a partner from the listed members, and shows the server’s refusal', async () => {
    const fetchMock = serve({
      'POST /api/divisions/d-mixed/entries': () =>
        jsonResponse(409, {
          error: 'Your partner is already entered in this division',
          code: 'CONFLICT',
        }),
    });
    renderRoutes(ROUTES, '/tournament/T-1');
    const user = userEvent.setup();
    const mixed = await card('Mixed doubles · Open');
    await user.click(await within(mixed).findByRole('button', { name: /^Enter/ }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('searchbox', { name: 'Name or member ID' }), 'Nurul');
    await user.click(
      await within(dialog).findByRole('button', {
        name: 'Choose Nurul Huda (MPA000777) as partner',
      }),
    );
    expect(within(dialog).getByLabelText('Partner’s member ID')).toHaveValue('MPA000777');
    await user.click(within(dialog).getByRole('button', { name: 'Enter' }));
    await waitFor(() =>
      expect(dialog).toHaveTextContent('Your partner is already entered in this division'),
    );
    expect(document.activeElement).toHaveTextContent('Your partner is already entered');
    expect(bodiesSentTo(fetchMock, 'POST /api/divisions/d-mixed/entries')).toEqual([
      { partnerMemberId: 'MPA000777', payMode: 'one' },
    ]);
  });

  it('the partner finder asks for a name first: no search and no "no match" until something is typed', async () => {
    const fetchMock = serve({
      'GET /api/divisions/d-mixed/partners': () => jsonResponse(200, []),
    });
    renderRoutes(ROUTES, '/tournament/T-1');
    const user = userEvent.setup();
    const mixed = await card('Mixed doubles · Open');
    await user.click(await within(mixed).findByRole('button', { name: /^Enter/ }));
    const dialog = screen.getByRole('dialog');
    const finder = within(dialog).getByRole('group', { name: 'Find a partner' });
    expect(finder).toHaveTextContent('Type a name or member ID to see who you can pick.');
    expect(within(finder).getByRole('status')).toBeEmptyDOMElement();
    expect(finder).not.toHaveTextContent('No listed members match.');
    expect(callsTo(fetchMock, 'GET /api/divisions/d-mixed/partners')).toHaveLength(0);

    await user.type(within(finder).getByRole('searchbox', { name: 'Name or member ID' }), 'zz');
    expect(await within(finder).findByText('No listed members match.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(finder).not.toHaveTextContent('Type a name or member ID');
    expect(callsTo(fetchMock, 'GET /api/divisions/d-mixed/partners').length).toBeGreaterThan(0);

    // Cleared: back to asking, nothing said.
    await user.clear(within(finder).getByRole('searchbox', { name: 'Name or member ID' }));
    expect(await within(finder).findByText(/Type a name or member ID/)).toBeVisible();
    expect(within(finder).getByRole('status')).toBeEmptyDOMElement();
  });

  it('on a Malay page: the partner finder asks in Malay, the English description is marked, the refund day in Malay words', async () => {
    registerMessages(ms, 'ms');
    setMessageLocale('ms');
    const fetchMock = serve({
      'GET /api/tournaments/T-1': () =>
        jsonResponse(200, { ...TOURNAMENT, description: 'Three days of play at the Arena.' }),
      'GET /api/tournaments/T-1/competition': () =>
        jsonResponse(200, {
          ...COMPETITION,
          refundRule: { rule: 'until', until: '2027-08-20', percent: null },
        }),
    });
    renderRoutes(
      [
        {
          path: '/tournament/:tournamentId',
          element: (
            <I18nProvider locale="ms">
              <TournamentEventPage />
            </I18nProvider>
          ),
        },
      ],
      '/tournament/T-1',
    );
    const description = await screen.findByText('Three days of play at the Arena.');
    expect(description).toHaveAttribute('lang', 'en');
    expect(description.parentElement).toHaveTextContent(ms.common.englishOnly);
    expect(
      await screen.findByText(
        'Bayaran dikembalikan sepenuhnya jika anda menarik diri sehingga 20 Ogos 2027; selepas itu tiada bayaran balik.',
      ),
    ).toBeVisible();

    const user = userEvent.setup();
    const mixed = await card('Beregu campuran · Terbuka');
    await user.click(await within(mixed).findByRole('button', { name: /^Sertai/ }));
    const finder = within(screen.getByRole('dialog')).getByRole('group', {
      name: ms.competition.enter.findPartner,
    });
    expect(finder).toHaveTextContent(ms.competition.enter.searchPrompt);
    expect(within(finder).getByRole('status')).toBeEmptyDOMElement();
    expect(finder).not.toHaveTextContent(ms.competition.enter.noMatches);
    expect(callsTo(fetchMock, 'GET /api/divisions/d-mixed/partners')).toHaveLength(0);
  });

  it('on an English page the description needs no note', async () => {
    serve({
      'GET /api/tournaments/T-1': () =>
        jsonResponse(200, { ...TOURNAMENT, description: 'Three days of play at the Arena.' }),
    });
    renderRoutes(ROUTES, '/tournament/T-1');
    const description = await screen.findByText('Three days of play at the Arena.');
    expect(description).not.toHaveAttribute('lang');
    expect(screen.queryByText('Available in English only')).toBeNull();
  });

  it('speaks Bahasa Malaysia', async () => {
    registerMessages(ms, 'ms');
    setMessageLocale('ms');
    serve();
    renderRoutes(
      [
        {
          path: '/tournament/:tournamentId',
          element: (
            <I18nProvider locale="ms">
              <TournamentEventPage />
            </I18nProvider>
          ),
        },
      ],
      '/tournament/T-1',
    );
    expect(await screen.findByRole('heading', { name: 'Bahagian dan penyertaan' })).toBeVisible();
    const singles = await card('Perseorangan wanita · Terbuka');
    expect(
      await within(singles).findByText('Anda tidak boleh menyertai bahagian ini:'),
    ).toBeVisible();
    expect(singles).toHaveTextContent('Anda tidak memenuhi syarat jantina bahagian ini');
    expect(singles).toHaveTextContent('Percuma');
    const mixed = await card('Beregu campuran · Terbuka');
    expect(mixed).toHaveTextContent('Pertengahan hingga Mahir');
    expect(await within(mixed).findByRole('button', { name: /^Sertai/ })).toBeVisible();
  });
});
