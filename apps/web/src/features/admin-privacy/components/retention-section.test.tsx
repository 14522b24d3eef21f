import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { TEST_ADMIN } from '@/testing/admin-fixtures';
import { bodiesSentTo, callsTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';
import type { RetentionRule, RetentionRun } from '@app/shared/privacy';

afterEach(() => {
  vi.unstubAllGlobals();
});

const run = (overrides: Partial<RetentionRun> = {}): RetentionRun => ({
  _id: '7d1f2d1e-2b43-4c9a-9d1e-1f2a3b4c5d6e',
  rule: 'dormant-accounts',
  days: 90,
  cutoff: '2026-08-27T02:00:00.000Z',
  count: 2,
  sample: [
    { id: 'p1', label: 'MPA000101 · Ali Dormant', at: '2026-07-01T02:00:00.000Z' },
    { id: 'p2', label: 'MPA000102 · Bee Unused', at: '2026-07-02T02:00:00.000Z' },
  ],
  status: 'previewed',
  bySchedule: false,
  createdAt: '2026-11-25T02:00:00.000Z',
  doneAt: null,
  deleted: null,
  ...overrides,
});

const rules = (dormant: Partial<RetentionRule> = {}): RetentionRule[] => [
  {
    key: 'dormant-accounts',
    days: 90,
    standing: false,
    confirmedAt: null,
    lastRun: null,
    ...dormant,
  },
  {
    key: 'ended-sessions',
    days: 7,
    standing: true,
    confirmedAt: null,
    lastRun: run({
      rule: 'ended-sessions',
      status: 'done',
      bySchedule: true,
      deleted: 14,
      doneAt: '2026-11-25T01:00:00.000Z',
    }),
  },
];

function signedInAsSuperAdmin(handlers: Parameters<typeof mockFetch>[0]) {
  return mockFetch({
    'GET /api/admin/me': () =>
      jsonResponse(200, { ...TEST_ADMIN, roles: ['super_admin'], twoFactorRequired: false }),
    ...handlers,
  });
}

async function card(name: string) {
  const { user } = renderAdminApp('/admin/dashboard?section=data-retention');
  const heading = await screen.findByRole('heading', { name });
  return { card: within(heading.closest('article')!), user };
}

describe('data retention', () => {
  it('previews what a rule would delete, then deletes exactly that when confirmed', async () => {
    let current = rules();
    const fetchMock = signedInAsSuperAdmin({
      'GET /api/admin/retention': () => jsonResponse(200, current),
      'POST /api/admin/retention/dormant-accounts/preview': () => jsonResponse(201, run()),
      [`POST /api/admin/retention/runs/${run()._id}/confirm`]: () => {
        const done = run({ status: 'done', deleted: 2, doneAt: '2026-11-25T02:05:00.000Z' });
        current = rules({ standing: true, confirmedAt: '2026-11-25T02:05:00.000Z', lastRun: done });
        return jsonResponse(200, done);
      },
    });
    const { card: rule, user } = await card('Accounts never used');
    expect(rule.getByText('Runs only when you confirm a preview.')).toBeInTheDocument();
    expect(rule.getByText('Never run yet.')).toBeInTheDocument();
    await user.click(rule.getByRole('button', { name: 'Preview' }));
    const preview = within(
      await rule.findByRole('region', { name: /2 would be deleted \(from before 27 Aug 2026\)/ }),
    );
    expect(preview.getByText('MPA000101 · Ali Dormant')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /api/admin/retention/runs/${run()._id}/confirm`)).toHaveLength(
      0,
    );
    await user.click(preview.getByRole('checkbox', { name: /run this rule on schedule/ }));
    await user.click(preview.getByRole('button', { name: 'Delete these 2' }));
    expect(
      await screen.findByText(/Deleted 2\. Only rows in the preview were deleted\./),
    ).toBeVisible();
    expect(bodiesSentTo(fetchMock, `POST /api/admin/retention/runs/${run()._id}/confirm`)).toEqual([
      { standing: true },
    ]);
    await waitFor(() =>
      expect(rule.getByText(/Standing rule: runs every hour \(confirmed/)).toBeInTheDocument(),
    );
  });

  it('discarding a preview deletes nothing', async () => {
    const fetchMock = signedInAsSuperAdmin({
      'GET /api/admin/retention': () => jsonResponse(200, rules()),
      'POST /api/admin/retention/dormant-accounts/preview': () => jsonResponse(201, run()),
      [`POST /api/admin/retention/runs/${run()._id}/discard`]: () =>
        jsonResponse(200, { success: true, message: 'Preview discarded' }),
    });
    const { card: rule, user } = await card('Accounts never used');
    await user.click(rule.getByRole('button', { name: 'Preview' }));
    await user.click(await rule.findByRole('button', { name: 'Discard preview' }));
    expect(await screen.findByText('Preview discarded. Nothing was deleted.')).toBeVisible();
    expect(callsTo(fetchMock, `POST /api/admin/retention/runs/${run()._id}/confirm`)).toHaveLength(
      0,
    );
  });

  it('checks the days against the rule’s limits before saving, and shows the schedule’s last run', async () => {
    const fetchMock = signedInAsSuperAdmin({
      'GET /api/admin/retention': () => jsonResponse(200, rules()),
      'PUT /api/admin/retention/ended-sessions': () =>
        jsonResponse(200, { ...rules()[1], days: 14, standing: false }),
    });
    const { card: rule, user } = await card('Ended sign-in sessions');
    expect(rule.getByText(/Last run 25 Nov 2026 on schedule: 14 deleted\./)).toBeInTheDocument();
    const days = rule.getByLabelText('Delete after (days since they ended)');
    await user.clear(days);
    await user.type(days, '400');
    await user.click(rule.getByRole('button', { name: 'Save days' }));
    expect(await rule.findByRole('alert')).toHaveTextContent('From 1 to 365 days.');
    expect(callsTo(fetchMock, 'PUT /api/admin/retention/ended-sessions')).toHaveLength(0);
    await user.clear(days);
    await user.type(days, '14');
    await user.click(rule.getByRole('button', { name: 'Save days' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PUT /api/admin/retention/ended-sessions')).toEqual([
        { days: 14 },
      ]),
    );
  });
});
