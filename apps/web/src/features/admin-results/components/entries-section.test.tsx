import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SIGNED_IN } from '@/testing/admin-fixtures';
import { bodiesSentTo, callsTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';
import type { AdminEntry, FlaggedEntry } from '@app/shared/competition/entries';
import type { Division } from '@app/shared/competition/setup';

const T_ID = '6b0c5a1e-0000-4000-8000-000000000001';
const D_ID = '6b0c5a1e-0000-4000-8000-0000000000d1';

const division: Division = {
  id: D_ID,
  tournamentId: T_ID,
  discipline: 'mixed_doubles',
  ageGroup: 'open',
  label: { en: 'Mixed doubles · Open', ms: 'Beregu campuran · Terbuka' },
  minSkill: null,
  maxSkill: null,
  minDupr: null,
  maxDupr: null,
  cap: 16,
  feeSen: 6000,
  taken: 1,
  waitlisted: 1,
  resultsPublished: false,
};

const entry = (over: Partial<AdminEntry>): AdminEntry => ({
  id: 'e-1',
  divisionId: D_ID,
  status: 'confirmed',
  payMode: 'one',
  partnerDeadline: null,
  holdExpiresAt: null,
  offerExpiresAt: null,
  waitlistPosition: null,
  feeSen: 6000,
  paidSen: 6000,
  partnerPaidSen: 0,
  club: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  entrant: { memberId: 'MPA000101', fullName: 'Nurul Aisyah', state: 'Selangor' },
  partner: { memberId: 'MPA000102', fullName: 'Ahmad Faiz', state: 'Johor' },
  overrideReason: null,
  checkedInAt: null,
  seed: null,
  eligibilityFlag: null,
  ...over,
});

const CONFIRMED = entry({});
const WAITING = entry({
  id: 'e-2',
  status: 'waitlisted',
  waitlistPosition: 1,
  paidSen: 0,
  entrant: { memberId: 'MPA000103', fullName: 'Lim Wei', state: 'Penang' },
  partner: { memberId: 'MPA000104', fullName: 'Siti Hajar', state: 'Perak' },
});

/** Flagged after staff approved a correction of Nurul's gender: mixed pair no longer fits. */
const FLAGGED = entry({
  eligibilityFlag: { reasons: ['pair'], flaggedAt: '2026-11-20T02:00:00.000Z' },
});
const FLAGGED_ITEM: FlaggedEntry = {
  ...FLAGGED,
  tournament: { id: T_ID, name: 'Malaysia Open', startDate: '2027-03-01' },
  divisionLabel: division.label,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(flagged: FlaggedEntry[] = [], url = `&tournament=${T_ID}&division=${D_ID}`) {
  const fetchMock = mockFetch({
    'GET /api/admin/me': SIGNED_IN,
    'GET /api/admin/entries/flagged': () => jsonResponse(200, flagged),
    'GET /api/tournaments': () =>
      jsonResponse(200, [
        { _id: T_ID, applicationId: 'APP-1', name: 'Malaysia Open', startDate: '2027-03-01' },
      ]),
    [`GET /api/admin/tournaments/${T_ID}/divisions`]: () => jsonResponse(200, [division]),
    [`GET /api/admin/divisions/${D_ID}/entries`]: () =>
      jsonResponse(200, [flagged.length ? FLAGGED : CONFIRMED, WAITING]),
    'POST /api/admin/entries/e-1/check-in': () =>
      jsonResponse(200, { ...CONFIRMED, checkedInAt: '2027-03-01T01:30:00.000Z' }),
    'POST /api/admin/entries/e-2/override': ({ body }) =>
      jsonResponse(200, { ...WAITING, overrideReason: (body as { reason: string }).reason }),
    'POST /api/admin/entries/e-1/override': ({ body }) =>
      jsonResponse(200, {
        ...FLAGGED,
        eligibilityFlag: null,
        overrideReason: (body as { reason: string }).reason,
      }),
  });
  const view = renderAdminApp(`/admin/dashboard?section=competition-entries${url}`);
  return { fetchMock, ...view };
}

describe('Entries section', () => {
  it('lists every entry of the URL’s division, filters by status and links the bracket CSV', async () => {
    const { user } = setup();
    const table = await screen.findByRole('table', { name: 'Entries of Mixed doubles · Open' });
    const confirmed = within(table).getByRole('row', { name: /Nurul Aisyah/ });
    expect(confirmed).toHaveTextContent('MPA000101 · Selangor');
    expect(confirmed).toHaveTextContent('Ahmad Faiz');
    expect(confirmed).toHaveTextContent('Confirmed');
    expect(confirmed).toHaveTextContent('RM 60.00 of RM 60.00');
    const waiting = within(table).getByRole('row', { name: /Lim Wei/ });
    expect(waiting).toHaveTextContent('Waitlisted');
    expect(waiting).toHaveTextContent('No. 1');
    // Only a confirmed entry can be checked in.
    expect(within(waiting).queryByRole('button', { name: /Check in/ })).toBeNull();
    expect(screen.getByText('2 entries')).toBeInTheDocument();
    // On a phone the same entries are cards, with the same buttons.
    const cards = screen.getByRole('list', { name: 'Entries of Mixed doubles · Open' });
    const card = within(cards).getByText('Nurul Aisyah').closest('li')!;
    expect(card).toHaveTextContent('RM 60.00 of RM 60.00');
    expect(
      within(card).getByRole('button', { name: 'Check in Nurul Aisyah & Ahmad Faiz' }),
    ).toBeInTheDocument();
    expect(
      within(cards).getByRole('button', { name: 'Let the entry of Lim Wei & Siti Hajar stand' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV for brackets' })).toHaveAttribute(
      'href',
      `/api/admin/tournaments/${T_ID}/entries.csv`,
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'waitlisted');
    await vi.waitFor(() => expect(within(table).queryByText('Nurul Aisyah')).toBeNull());
    expect(screen.getByText('1 entry')).toBeInTheDocument();
    expect(within(table).getByText('Lim Wei')).toBeInTheDocument();
  });

  it('checks a confirmed entry in with one click and shows the time', async () => {
    const { fetchMock, user } = setup();
    const table = await screen.findByRole('table', { name: 'Entries of Mixed doubles · Open' });
    await user.click(
      within(table).getByRole('button', { name: 'Check in Nurul Aisyah & Ahmad Faiz' }),
    );
    expect(await screen.findByText('Nurul Aisyah & Ahmad Faiz checked in.')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Nurul Aisyah/ });
    expect(within(row).queryByRole('button', { name: /Check in/ })).toBeNull();
    expect(row).toHaveTextContent('2027');
    expect(callsTo(fetchMock, 'POST /api/admin/entries/e-1/check-in')).toHaveLength(1);
  });

  it('lets an entry stand only with a reason, and says it is audited', async () => {
    const { fetchMock, user } = setup();
    const table = await screen.findByRole('table', { name: 'Entries of Mixed doubles · Open' });
    await user.click(
      within(table).getByRole('button', { name: 'Let the entry of Lim Wei & Siti Hajar stand' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Let this entry stand' });
    expect(within(dialog).getByText(/recorded in the audit log/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Let it stand' }));
    expect(
      await within(dialog).findByText('Give a reason (at least 3 characters).'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/admin/entries/e-2/override')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'Birthday falls on day one');
    await user.click(within(dialog).getByRole('button', { name: 'Let it stand' }));
    expect(
      await screen.findByText(
        'The entry of Lim Wei & Siti Hajar stands: Birthday falls on day one',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/entries/e-2/override')).toEqual([
      { reason: 'Birthday falls on day one' },
    ]);
    expect(screen.getByRole('row', { name: /Lim Wei/ })).toHaveTextContent(
      'Birthday falls on day one',
    );
  });

  it('asks for a tournament first, and says when a tournament has no divisions', async () => {
    mockFetch({
      'GET /api/admin/me': SIGNED_IN,
      'GET /api/tournaments': () =>
        jsonResponse(200, [
          { _id: T_ID, applicationId: 'APP-1', name: 'Malaysia Open', startDate: '2027-03-01' },
        ]),
      [`GET /api/admin/tournaments/${T_ID}/divisions`]: () => jsonResponse(200, []),
    });
    const { user } = renderAdminApp('/admin/dashboard?section=competition-entries');
    expect(await screen.findByText('Choose a tournament to begin.')).toBeInTheDocument();
    await user.selectOptions(
      await screen.findByLabelText('Tournament'),
      await screen.findByRole('option', { name: 'Malaysia Open (2027-03-01)' }),
    );
    expect(await screen.findByText(/This tournament has no divisions/)).toBeInTheDocument();
  });

  it('lists entries flagged after a player’s details changed; each opens its division, letting it stand clears it', async () => {
    const { user } = setup([FLAGGED_ITEM], '');
    const panel = within(
      (
        await screen.findByRole('heading', { name: 'Flagged after a player’s details changed' })
      ).closest('section')!,
    );
    const row = await panel.findByRole('row', { name: /Nurul Aisyah & Ahmad Faiz/ });
    expect(row).toHaveTextContent('Malaysia Open · Mixed doubles · Open');
    expect(row).toHaveTextContent('Flagged');
    expect(row).toHaveTextContent('mixed pair');
    await user.click(
      within(row).getByRole('button', { name: 'Open the division of Nurul Aisyah & Ahmad Faiz' }),
    );
    const table = await screen.findByRole('table', { name: 'Entries of Mixed doubles · Open' });
    const flagged = within(table).getByRole('row', { name: /Nurul Aisyah/ });
    expect(flagged).toHaveTextContent('mixed pair');

    await user.click(
      within(flagged).getByRole('button', {
        name: 'Let the entry of Nurul Aisyah & Ahmad Faiz stand',
      }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Reason'), 'Checked with both players');
    await user.click(dialog.getByRole('button', { name: /Let it stand|Let stand/ }));
    await vi.waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'Flagged after a player’s details changed' }),
      ).toBeNull(),
    );
    expect(within(table).getByRole('row', { name: /Nurul Aisyah/ })).not.toHaveTextContent(
      'mixed pair',
    );
  });
});
