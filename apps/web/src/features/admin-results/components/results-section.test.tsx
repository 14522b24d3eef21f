import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { formatDate } from '@/lib/format-date-time';
import { SIGNED_IN } from '@/testing/admin-fixtures';
import {
  bodiesSentTo,
  callsTo,
  jsonResponse,
  mockFetch,
  type FetchHandler,
} from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';
import { malaysiaTodayIso } from '@app/shared/calendar';
import type { ResultsCheck } from '@app/shared/competition/results';
import type { Division } from '@app/shared/competition/setup';

const T_ID = '6b0c5a1e-0000-4000-8000-000000000001';
const D_ID = '6b0c5a1e-0000-4000-8000-0000000000d1';
const VALIDATE = `POST /api/admin/divisions/${D_ID}/results/validate`;
const PUBLISH = `POST /api/admin/divisions/${D_ID}/results/publish`;
const TYPED = `POST /api/admin/divisions/${D_ID}/results`;

const division = (over: Partial<Division> = {}): Division => ({
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
  taken: 4,
  waitlisted: 0,
  resultsPublished: false,
  ...over,
});

const CHECK: ResultsCheck = {
  divisionId: D_ID,
  rows: 4,
  matches: 1,
  preview: [
    {
      placement: 1,
      points: 1000,
      members: [
        { memberId: 'MPA000101', name: 'Nurul Aisyah' },
        { memberId: 'MPA000102', name: 'Ahmad Faiz' },
      ],
    },
  ],
};
const published = (before = { rows: 0, matches: 0 }) => ({
  ...CHECK,
  resultsPublishedAt: '2027-03-03T10:00:00.000Z',
  before,
});

const refused = (row: number, message: string, section = 'results') =>
  jsonResponse(400, {
    error: 'The results have errors; nothing was saved',
    code: 'VALIDATION_FAILED',
    details: [{ path: `${section} ${row}`, row, section, message }],
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(
  handlers: Record<string, FetchHandler>,
  over: Partial<Division> = {},
  startDate = '2026-03-01',
) {
  const fetchMock = mockFetch({
    'GET /api/admin/me': SIGNED_IN,
    'GET /api/tournaments': () =>
      jsonResponse(200, [{ _id: T_ID, applicationId: 'APP-1', name: 'Malaysia Open', startDate }]),
    [`GET /api/admin/tournaments/${T_ID}/divisions`]: () => jsonResponse(200, [division(over)]),
    ...handlers,
  });
  const view = renderAdminApp(
    `/admin/dashboard?section=competition-results&tournament=${T_ID}&division=${D_ID}`,
  );
  return { fetchMock, ...view };
}

const csv = (name: string, text = 'division,placement,member_ids\n') =>
  new File([text], name, { type: 'text/csv' });

describe('Results section', () => {
  it('lists a refused row of the file (nothing saved), then checks the fixed file and publishes it', async () => {
    let validate: FetchHandler = () => refused(3, 'No member has the member ID MPA000199');
    const { fetchMock, user } = setup({
      [VALIDATE]: (call) => validate(call),
      [PUBLISH]: () => jsonResponse(200, published()),
    });
    const input = await screen.findByLabelText('Results file (CSV)');
    const upload = screen.getByRole('region', { name: 'Upload a results file' });
    expect(input).toHaveAttribute('accept', '.csv,text/csv');
    expect(screen.getByRole('link', { name: 'Download an example file' })).toHaveAttribute(
      'href',
      expect.stringContaining('mixed_doubles%3Aopen%2C1%2CMPA000101%3BMPA000102'),
    );

    await user.upload(input, csv('results.csv'));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const alert = await screen.findByText('1 problem found; nothing was saved:');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'Line 3: No member has the member ID MPA000199',
    );
    expect(within(upload).queryByRole('button', { name: 'Publish results' })).toBeNull();
    const sent = callsTo(fetchMock, VALIDATE)[0]!.body as FormData;
    expect((sent.get('file') as File).name).toBe('results.csv');
    expect(callsTo(fetchMock, PUBLISH)).toHaveLength(0);

    validate = () => jsonResponse(200, CHECK);
    await user.upload(input, csv('results-fixed.csv'));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(
      await screen.findByText('The file is clean: 4 results and 1 matches. Nothing is saved yet.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('1. Nurul Aisyah (MPA000101) & Ahmad Faiz (MPA000102): 1000 points'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/problem found/)).toBeNull();

    await user.click(within(upload).getByRole('button', { name: 'Publish results' }));
    expect(await screen.findByText('Published: 4 results and 1 matches.')).toBeInTheDocument();
    expect(screen.getByText('The rankings of this category are updated now.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, PUBLISH)).toHaveLength(1);
  });

  it('refuses a file that is not CSV before sending anything', async () => {
    const { fetchMock, user } = setup({});
    const input = await screen.findByLabelText('Results file (CSV)');
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'results.xlsx', { type: 'application/vnd.ms-excel' })] },
    });
    expect(await screen.findByText(/Choose a CSV file \(\.csv\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(screen.getByText('Choose a results file first.')).toBeInTheDocument();
    expect(callsTo(fetchMock, VALIDATE)).toHaveLength(0);
  });

  it('asks before replacing published results, and says what the correction replaced', async () => {
    const { fetchMock, user } = setup(
      {
        [VALIDATE]: () => jsonResponse(200, CHECK),
        [PUBLISH]: () => jsonResponse(200, published({ rows: 4, matches: 0 })),
      },
      { resultsPublished: true },
    );
    await user.upload(await screen.findByLabelText('Results file (CSV)'), csv('results.csv'));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const upload = screen.getByRole('region', { name: 'Upload a results file' });
    await user.click(await within(upload).findByRole('button', { name: 'Publish results' }));
    const dialog = screen.getByRole('dialog', { name: 'Replace the published results?' });
    expect(callsTo(fetchMock, PUBLISH)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Replace results' }));
    expect(
      await screen.findByText('This replaced the earlier results (4 results and 0 matches).'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, PUBLISH)).toHaveLength(1);
  });

  it('checks rows typed on screen, then lists the server’s refused row by its number', async () => {
    const { fetchMock, user } = setup({
      [TYPED]: () =>
        refused(2, 'Members MPA000103 and MPA000199 are not one entry of this division'),
    });
    const form = await screen.findByRole('form', { name: 'Enter results on screen' });
    await user.type(within(form).getByLabelText('Member IDs (row 1)'), 'mpa000101; mpa000102');
    await user.click(within(form).getByRole('button', { name: 'Publish results' }));
    expect(await within(form).findByText('Enter one or two member IDs.')).toBeInTheDocument();
    expect(callsTo(fetchMock, TYPED)).toHaveLength(0);

    await user.type(within(form).getByLabelText('Member IDs (row 2)'), 'MPA000103+MPA000199');
    await user.click(within(form).getByRole('button', { name: 'Publish results' }));
    expect(
      await within(form).findByText(
        'Members MPA000103 and MPA000199 are not one entry of this division',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByText('Row 2:')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, TYPED)).toEqual([
      {
        rows: [
          { placement: 1, memberIds: ['MPA000101', 'MPA000102'] },
          { placement: 2, memberIds: ['MPA000103', 'MPA000199'] },
        ],
      },
    ]);
  });

  it('takes matches on screen: checks each field, sends them with the rows, lists a refused match by its number', async () => {
    const { fetchMock, user } = setup({
      [TYPED]: () => refused(1, 'No member has the member ID MPA000104', 'matches'),
    });
    const form = await screen.findByRole('form', { name: 'Enter results on screen' });
    const matches = within(within(form).getByRole('group', { name: 'Matches (optional)' }));
    expect(matches.queryByLabelText('Round (match 1)')).toBeNull();
    await user.type(within(form).getByLabelText('Member IDs (row 1)'), 'MPA000101;MPA000102');
    await user.type(within(form).getByLabelText('Member IDs (row 2)'), 'MPA000103;MPA000104');
    await user.click(matches.getByRole('button', { name: 'Add a match' }));
    expect(matches.getByLabelText('Round (match 1)')).toHaveFocus();
    await user.type(matches.getByLabelText('Side A member IDs (match 1)'), 'mpa000101');
    await user.type(matches.getByLabelText('Side B member IDs (match 1)'), 'MPA000103 MPA000101');
    await user.type(matches.getByLabelText('Scores (match 1)'), '11-7, 9-eleven');
    await user.click(within(form).getByRole('button', { name: 'Publish results' }));
    expect(await matches.findByText('Enter the round (at most 40 characters).')).toBeVisible();
    expect(matches.getByText('Enter two member IDs for each side in doubles.')).toBeVisible();
    expect(matches.getByText('Member MPA000101 cannot play on both sides.')).toBeVisible();
    expect(matches.getByText('Scores look like 11-7, 9-11, 11-5 (or W/O).')).toBeVisible();
    expect(matches.getByText('Choose the winning side.')).toBeVisible();
    expect(callsTo(fetchMock, TYPED)).toHaveLength(0);

    await user.type(matches.getByLabelText('Round (match 1)'), 'Final');
    await user.type(matches.getByLabelText('Side A member IDs (match 1)'), '; MPA000102');
    const sideB = matches.getByLabelText('Side B member IDs (match 1)');
    await user.clear(sideB);
    await user.type(sideB, 'MPA000103+MPA000104');
    const scores = matches.getByLabelText('Scores (match 1)');
    await user.clear(scores);
    await user.type(scores, '11-7, 9-11, 11-5');
    await user.selectOptions(matches.getByLabelText('Winner (match 1)'), 'Side A');
    await user.click(within(form).getByRole('button', { name: 'Publish results' }));
    expect(
      await within(form).findByText('No member has the member ID MPA000104'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Match 1:')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, TYPED)).toEqual([
      {
        rows: [
          { placement: 1, memberIds: ['MPA000101', 'MPA000102'] },
          { placement: 2, memberIds: ['MPA000103', 'MPA000104'] },
        ],
        matches: [
          {
            round: 'Final',
            sideA: ['MPA000101', 'MPA000102'],
            sideB: ['MPA000103', 'MPA000104'],
            scores: '11-7, 9-11, 11-5',
            winner: 'a',
          },
        ],
      },
    ]);

    await user.click(matches.getByRole('button', { name: 'Remove match 1' }));
    expect(matches.queryByLabelText('Round (match 1)')).toBeNull();
  });

  it('says when a tournament that has not started can take results, and offers no publishing', async () => {
    const tomorrow = new Date(Date.parse(`${malaysiaTodayIso()}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    setup({}, {}, tomorrow);
    const notice = await screen.findByText(/^This tournament starts on /);
    expect(notice).toHaveTextContent(
      `This tournament starts on ${formatDate(tomorrow)}: its results can be published from that day, once its divisions have been played.`,
    );
    expect(screen.queryByRole('region', { name: 'Upload a results file' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Enter results on screen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish results' })).toBeNull();
  });
});
