import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { TEST_ADMIN } from '@/testing/admin-fixtures';
import { bodiesSentTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';
import type { StaffCorrectionRequest } from '@app/shared/privacy';

afterEach(() => {
  vi.unstubAllGlobals();
});

const request = (overrides: Partial<StaffCorrectionRequest>): StaffCorrectionRequest => ({
  _id: 'r1',
  field: 'fullName',
  value: 'Nur Aisyah binti Ahmad',
  reason: 'My name as on my IC',
  status: 'pending',
  decisionNote: null,
  createdAt: '2026-11-01T02:00:00.000Z',
  dueOn: '2026-11-22',
  decidedAt: null,
  player: { _id: 'p1', playerId: 'MPA001234', fullName: 'Nur Aisyah' },
  currentValue: 'Nur Aisyah',
  icClash: null,
  ...overrides,
});

describe('data requests', () => {
  it('lists waiting corrections with due dates, and approves one with a note', async () => {
    let pending = [
      request({}),
      request({
        _id: 'r2',
        field: 'icNumber',
        value: '******-**-1234',
        currentValue: '******-**-5678',
        dueOn: '2099-01-01',
        player: { _id: 'p2', playerId: 'MPA001235', fullName: 'Lim Wei' },
        icClash: { _id: 'p3', playerId: 'MPA000042', fullName: 'Tan Mei Ling' },
      }),
    ];
    const fetchMock = mockFetch({
      'GET /api/admin/me': () =>
        jsonResponse(200, {
          ...TEST_ADMIN,
          roles: ['membership_officer'],
          twoFactorRequired: false,
        }),
      'GET /api/admin/privacy/corrections': () => jsonResponse(200, pending),
      'POST /api/admin/privacy/corrections/r1/approve': () => {
        pending = pending.slice(1);
        return jsonResponse(200, { ...request({}), status: 'approved' });
      },
    });
    const { user } = renderAdminApp('/admin/dashboard?section=data-requests');
    const table = within(
      await screen.findByRole('table', { name: 'Correction requests waiting for an answer' }),
    );
    const rows = table.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Overdue')).toBeInTheDocument();
    expect(
      within(rows[2]!).getByText('I/C number (and date of birth): ******-**-1234'),
    ).toBeInTheDocument();
    expect(within(rows[2]!).queryByText('Overdue')).toBeNull();
    // The clash the player was not told about: staff see whose number it is.
    expect(rows[2]).toHaveTextContent(
      'This IC number is already registered to Tan Mei Ling (MPA000042).',
    );
    expect(rows[1]).not.toHaveTextContent('already registered');
    // …and it cannot be approved, only rejected.
    expect(within(rows[2]!).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(rows[2]!).getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(within(rows[1]!).getByRole('button', { name: 'Approve' })).toBeEnabled();

    await user.type(
      within(rows[1]!).getByLabelText('Note to Nur Aisyah (optional)'),
      'Checked against IC',
    );
    await user.click(within(rows[1]!).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Approved: Nur Aisyah’s Full name is updated.'),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/privacy/corrections/r1/approve')).toEqual([
      { note: 'Checked against IC' },
    ]);
    expect(await screen.findAllByRole('row')).toHaveLength(2);
  });

  it('rejects with the Reject button and shows a refusal in the row, keeping the note', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () =>
        jsonResponse(200, {
          ...TEST_ADMIN,
          roles: ['membership_officer'],
          twoFactorRequired: false,
        }),
      'GET /api/admin/privacy/corrections': () => jsonResponse(200, [request({})]),
      'POST /api/admin/privacy/corrections/r1/reject': () =>
        jsonResponse(409, { error: 'This request was already answered', code: 'CONFLICT' }),
    });
    const { user } = renderAdminApp('/admin/dashboard?section=data-requests');
    const note = await screen.findByLabelText('Note to Nur Aisyah (optional)');
    await user.type(note, 'Not matching');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('Could not record the decision: This request was already answered'),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/privacy/corrections/r1/reject')).toEqual([
      { note: 'Not matching' },
    ]);
    expect(note).toHaveValue('Not matching');
  });

  it('decides nothing on Enter in the note: only a click on Approve or Reject does', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () =>
        jsonResponse(200, {
          ...TEST_ADMIN,
          roles: ['membership_officer'],
          twoFactorRequired: false,
        }),
      'GET /api/admin/privacy/corrections': () => jsonResponse(200, [request({})]),
      'POST /api/admin/privacy/corrections/r1/approve': () =>
        jsonResponse(200, { ...request({}), status: 'approved' }),
      'POST /api/admin/privacy/corrections/r1/reject': () =>
        jsonResponse(200, { ...request({}), status: 'rejected' }),
    });
    const { user } = renderAdminApp('/admin/dashboard?section=data-requests');
    const note = await screen.findByLabelText('Note to Nur Aisyah (optional)');
    await user.type(note, 'Not matching{Enter}');
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/privacy/corrections/r1/approve')).toEqual([]);
    expect(note).toHaveValue('Not matching');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'POST /api/admin/privacy/corrections/r1/reject')).toEqual([
        { note: 'Not matching' },
      ]),
    );
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/privacy/corrections/r1/approve')).toEqual([]);
  });

  it('says when there is nothing waiting', async () => {
    mockFetch({
      'GET /api/admin/me': () =>
        jsonResponse(200, {
          ...TEST_ADMIN,
          roles: ['membership_officer'],
          twoFactorRequired: false,
        }),
      'GET /api/admin/privacy/corrections': () => jsonResponse(200, []),
    });
    renderAdminApp('/admin/dashboard?section=data-requests');
    expect(await screen.findByText('No correction requests are waiting.')).toBeInTheDocument();
  });

  it('lists account deletions in their grace with the date they happen, and those done lately', async () => {
    mockFetch({
      'GET /api/admin/me': () =>
        jsonResponse(200, {
          ...TEST_ADMIN,
          roles: ['membership_officer'],
          twoFactorRequired: false,
        }),
      'GET /api/admin/privacy/corrections': () => jsonResponse(200, []),
      'GET /api/admin/privacy/deletions': () =>
        jsonResponse(200, [
          {
            _id: 'd1',
            playerRef: 'ref-d1',
            memberId: 'MPA000777',
            fullName: 'Aminah Grace',
            status: 'pending',
            content: 'anonymise',
            requestedAt: '2026-11-25T02:00:00.000Z',
            dueAt: '2026-12-09T02:00:00.000Z',
            cancelledAt: null,
            completedAt: null,
          },
          {
            _id: 'd2',
            playerRef: 'ref-d2',
            memberId: 'MPA000778',
            fullName: null,
            status: 'completed',
            content: 'delete',
            requestedAt: '2026-11-01T02:00:00.000Z',
            dueAt: '2026-11-15T02:00:00.000Z',
            cancelledAt: null,
            completedAt: '2026-11-15T03:00:00.000Z',
          },
        ]),
      'GET /api/admin/privacy/exports': () =>
        jsonResponse(200, [
          {
            _id: 'e1',
            player: { _id: 'p9', playerId: 'MPA000779', fullName: 'Ezra Exporter' },
            status: 'downloaded',
            createdAt: '2026-11-20T02:00:00.000Z',
            readyAt: '2026-11-20T02:01:00.000Z',
            downloadedAt: '2026-11-21T02:00:00.000Z',
          },
        ]),
      'GET /api/admin/privacy/players/ref-d1/trail': () =>
        jsonResponse(200, [
          {
            _id: '2',
            at: '2026-11-25T02:00:00.000Z',
            action: 'privacy.deletion-requested',
            actorKind: 'player',
            actorName: 'aminah',
            detail: null,
          },
          {
            _id: '1',
            at: '2026-11-20T02:00:00.000Z',
            action: 'privacy.correction-approved',
            actorKind: 'staff',
            actorName: 'officer.lee',
            detail: null,
          },
        ]),
    });
    const { user } = renderAdminApp('/admin/dashboard?section=data-requests');
    expect(await screen.findByText('No correction requests are waiting.')).toBeInTheDocument();
    const exportsTable = within(await screen.findByRole('table', { name: 'Data exports' }));
    expect(exportsTable.getAllByRole('row')[1]).toHaveTextContent(
      /Ezra Exporter.*MPA000779.*Downloaded.*20 Nov 2026.*21 Nov 2026/,
    );
    const table = within(await screen.findByRole('table', { name: 'Account deletions' }));
    const rows = table.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('MPA000777');
    expect(rows[1]).toHaveTextContent('Aminah Grace');
    expect(rows[1]).toHaveTextContent('In grace');
    expect(rows[1]).toHaveTextContent('Deleted on 9 Dec 2026');
    expect(rows[1]).toHaveTextContent('Kept as “Former member”');
    expect(rows[2]).toHaveTextContent('Account deleted');
    expect(rows[2]).toHaveTextContent('On 15 Nov 2026');

    await user.click(within(rows[1]!).getByRole('button', { name: 'History' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Data requests of Aminah Grace' }),
    );
    const steps = await dialog.findAllByRole('listitem');
    expect(steps[0]).toHaveTextContent(/Asked to delete their account.*The player/);
    expect(steps[1]).toHaveTextContent(/Correction approved.*officer\.lee/);
  });
});
