import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SIGNED_IN } from '@/testing/admin-fixtures';
import { bodiesSentTo, jsonResponse, mockFetch, type FetchHandler } from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';
import type { Division, EntrySettings } from '@app/shared/competition/setup';

const T_ID = '6b0c5a1e-0000-4000-8000-000000000001';
const settings: EntrySettings = {
  tournamentId: T_ID,
  takesEntries: false,
  opensAt: null,
  closesAt: null,
  tierCode: 'national',
  maxEntriesPerPlayer: 3,
  partnerWindowHours: 72,
  refundRule: { rule: 'none', until: null, percent: null },
  saved: false,
};
const division: Division = {
  id: 'd-1',
  tournamentId: T_ID,
  discipline: 'mixed_doubles',
  ageGroup: 'open',
  label: { en: 'Mixed doubles · Open', ms: 'Beregu campuran · Terbuka' },
  minSkill: null,
  maxSkill: null,
  minDupr: 3,
  maxDupr: 4.5,
  cap: 16,
  feeSen: 5000,
  taken: 3,
  waitlisted: 1,
  resultsPublished: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(
  handlers: Record<string, FetchHandler> = {},
  url = '/admin/dashboard?section=competition-setup',
) {
  const fetchMock = mockFetch({
    'GET /api/admin/me': SIGNED_IN,
    'GET /api/tournaments': () =>
      jsonResponse(200, [
        { _id: T_ID, applicationId: 'APP-1', name: 'Malaysia Open', startDate: '2027-03-01' },
      ]),
    [`GET /api/admin/tournaments/${T_ID}/entry-settings`]: () => jsonResponse(200, settings),
    'GET /api/admin/competition/tiers': () =>
      jsonResponse(200, [
        { code: 'national', name: 'National', nameMs: 'Kebangsaan', sortOrder: 1, active: true },
        { code: 'state', name: 'State', nameMs: 'Negeri', sortOrder: 2, active: true },
      ]),
    [`GET /api/admin/tournaments/${T_ID}/divisions`]: () => jsonResponse(200, [division]),
    ...handlers,
  });
  const { router } = renderAdminApp(url);
  return Object.assign(fetchMock, { router });
}

async function chooseTournament(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(
    await screen.findByLabelText('Tournament'),
    await screen.findByRole('option', { name: 'Malaysia Open (2027-03-01)' }),
  );
}

describe('Entries and divisions (tournament officers)', () => {
  it('keeps the chosen tournament in the URL: a reload opens it, Back leaves it', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    expect(
      await screen.findByText('Choose a tournament to set up its entries.'),
    ).toBeInTheDocument();
    await chooseTournament(user);
    expect(
      await screen.findByRole('table', { name: 'Divisions of the tournament' }),
    ).toBeInTheDocument();
    const search = () => new URLSearchParams(router.state.location.search);
    expect(search().get('section')).toBe('competition-setup');
    expect(search().get('tournament')).toBe(T_ID);

    await act(() => router.navigate(-1));
    expect(search().has('tournament')).toBe(false);
    expect(screen.getByLabelText('Tournament')).toHaveValue('');
    expect(
      screen.queryByRole('table', { name: 'Divisions of the tournament' }),
    ).not.toBeInTheDocument();
    await act(() => router.navigate(1));
    expect(
      await screen.findByRole('table', { name: 'Divisions of the tournament' }),
    ).toBeInTheDocument();
  });

  it('opens the tournament a URL names (a reload or a shared link)', async () => {
    setup({}, `/admin/dashboard?section=competition-setup&tournament=${T_ID}`);
    expect(
      await screen.findByRole('table', { name: 'Divisions of the tournament' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Tournament')).toHaveValue(T_ID);
    expect(screen.getByRole('button', { name: 'Save entry settings' })).toBeInTheDocument();
  });

  it('checks the entry window per field and saves it in Malaysia time', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({
      [`PUT /api/admin/tournaments/${T_ID}/entry-settings`]: ({ body }) =>
        jsonResponse(200, { ...settings, ...(body as object), saved: true }),
    });
    await chooseTournament(user);
    await user.click(await screen.findByLabelText('Take entries on this site'));
    await user.type(screen.getByLabelText('Entries open (Malaysia time)'), '2027-01-10T09:00');
    await user.type(screen.getByLabelText('Entries close (Malaysia time)'), '2027-01-05T09:00');
    await user.click(screen.getByRole('button', { name: 'Save entry settings' }));
    expect(await screen.findByText('Entries must close after they open')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, `PUT /api/admin/tournaments/${T_ID}/entry-settings`)).toEqual(
      [],
    );

    const closes = screen.getByLabelText('Entries close (Malaysia time)');
    await user.clear(closes);
    await user.type(closes, '2027-02-01T18:00');
    await user.selectOptions(screen.getByLabelText('Refund rule'), 'percentage');
    await user.type(screen.getByLabelText('Refund percentage'), '50');
    await user.click(screen.getByRole('button', { name: 'Save entry settings' }));
    expect(await screen.findByText('Entry settings saved.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, `PUT /api/admin/tournaments/${T_ID}/entry-settings`)).toEqual([
      {
        takesEntries: true,
        opensAt: '2027-01-10T09:00:00+08:00',
        closesAt: '2027-02-01T18:00:00+08:00',
        tierCode: 'national',
        maxEntriesPerPlayer: 3,
        partnerWindowHours: 72,
        refundRule: { rule: 'percentage', until: null, percent: 50 },
      },
    ]);
  });

  it('lists divisions, adds one with its errors per field, and shows why a delete is refused', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({
      [`POST /api/admin/tournaments/${T_ID}/divisions`]: () => jsonResponse(201, division),
      'DELETE /api/admin/divisions/d-1': () =>
        jsonResponse(409, {
          error: 'This division has entries; withdraw or move them before deleting it',
          code: 'CONFLICT',
        }),
    });
    await chooseTournament(user);
    const table = within(await screen.findByRole('table', { name: 'Divisions of the tournament' }));
    const row = within(
      table.getByRole('rowheader', { name: /Mixed doubles · Open/ }).closest('tr')!,
    );
    expect(row.getByText('DUPR 3–4.5')).toBeInTheDocument();
    expect(row.getByText('3 of 16 · 1 waiting')).toBeInTheDocument();
    expect(row.getByText('RM 50.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add division' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a division' }));
    await user.selectOptions(dialog.getByLabelText('Discipline'), 'womens_singles');
    await user.selectOptions(dialog.getByLabelText('Age group'), 'u18');
    await user.type(dialog.getByLabelText('Cap (entries; a pair is one)'), '0');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText('Cap must be a whole number from 1 to 2048'),
    ).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Cap (entries; a pair is one)'));
    await user.type(dialog.getByLabelText('Cap (entries; a pair is one)'), '32');
    const fee = dialog.getByLabelText('Fee per entry (RM)');
    await user.clear(fee);
    await user.type(fee, '25.50');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesSentTo(fetchMock, `POST /api/admin/tournaments/${T_ID}/divisions`)).toEqual([
      {
        discipline: 'womens_singles',
        ageGroup: 'u18',
        minSkill: null,
        maxSkill: null,
        minDupr: null,
        maxDupr: null,
        cap: 32,
        feeSen: 2550,
      },
    ]);

    await user.click(row.getByRole('button', { name: /Delete/ }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete this division?' }));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(
      await confirm.findByText(
        'Could not delete the division: This division has entries; withdraw or move them before deleting it',
      ),
    ).toBeInTheDocument();
  });
});
