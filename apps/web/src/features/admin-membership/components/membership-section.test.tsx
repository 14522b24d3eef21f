import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SIGNED_IN } from '@/testing/admin-fixtures';
import { bodiesSentTo, jsonResponse, mockFetch, type FetchHandler } from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';
import type { MembershipSummary, MembershipType, RenewalRequest } from '@app/shared/membership';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ADULT: MembershipType = {
  id: '6c1f1c1e-8d2b-4c8e-9a55-1f0c1d2e3f40',
  name: 'Adult annual',
  nameMs: 'Tahunan dewasa',
  feeSen: 5000,
  durationKind: 'months',
  durationMonths: 12,
  ageBand: 'adult',
  active: true,
  refundRule: { rule: 'none' as const, until: null, percent: null },
};
const RENEWAL: RenewalRequest = {
  id: '0b5a9c52-5d8e-4a51-9a2c-6f1b2f0e4d11',
  playerId: 'player-1',
  memberId: 'MPA001234',
  fullName: 'Tan Wei Ming',
  typeId: ADULT.id,
  typeName: ADULT.name,
  typeNameMs: ADULT.nameMs,
  feeSen: 5000,
  paymentReference: 'MPA001234-7F3A',
  status: 'pending',
  createdAt: '2026-11-24T02:00:00.000Z',
};
const SUMMARY: MembershipSummary = {
  memberId: 'MPA001234',
  status: 'grace',
  typeId: ADULT.id,
  typeName: ADULT.name,
  typeNameMs: ADULT.nameMs,
  startsOn: '2025-11-15',
  expiresOn: '2026-11-14',
  graceEndsOn: '2026-12-14',
  suspension: null,
  terms: [],
  payments: [],
  pendingRenewal: RENEWAL,
  renewalOptions: [ADULT],
  paymentInstructions: 'Pay by bank transfer.',
  paymentInstructionsMs: 'Bayar melalui pindahan bank.',
  remindersOptOut: false,
};

function setup(handlers: Record<string, FetchHandler> = {}) {
  const fetchMock = mockFetch({
    'GET /api/admin/me': SIGNED_IN,
    'GET /api/admin/membership/dashboard': () =>
      jsonResponse(200, {
        active: 1234,
        grace: 56,
        expiredThisMonth: 7,
        renewalsThisMonth: 89,
        membershipRevenueThisMonthSen: 445000,
        revenueThisMonthSen: 612000,
        pendingRenewals: 1,
      }),
    'GET /api/admin/membership/renewals': () => jsonResponse(200, [RENEWAL]),
    'GET /api/admin/membership/types': () => jsonResponse(200, [ADULT]),
    'GET /api/admin/membership/settings': () =>
      jsonResponse(200, {
        graceDays: 30,
        paymentInstructions: 'Pay by bank transfer.',
        paymentInstructionsMs: '',
      }),
    'GET /api/admin/members/player-1/membership': () => jsonResponse(200, SUMMARY),
    ...handlers,
  });
  return { ...renderAdminApp('/admin/dashboard?section=membership'), fetchMock };
}

describe('admin → Membership', () => {
  it('shows this month’s counts, with membership fees (not course or entry money) in ringgit', async () => {
    setup();
    const list = await screen.findByLabelText('Membership this month');
    expect(within(list).getByText('1,234')).toBeInTheDocument();
    expect(within(list).getByText('Membership fees this month').nextSibling).toHaveTextContent(
      'RM 4,450.00',
    );
    expect(list).not.toHaveTextContent('RM 6,120.00');
  });

  it('records the payment of a waiting renewal, once, with its fee and reference', async () => {
    const { user, fetchMock } = setup({
      'POST /api/admin/members/player-1/membership/payments': () =>
        jsonResponse(200, { receiptNumber: 'MPA-2026-000321', created: true, membership: SUMMARY }),
    });
    const row = (await screen.findByText('Tan Wei Ming')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Membership — Tan Wei Ming' });
    const form = await within(dialog).findByRole('form', { name: 'Record payment' });
    // Dates in the site's format, never ISO.
    expect(within(dialog).getByText(/Expires: 14 Nov 2026/)).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('2026-11-14');
    expect(within(form).getByLabelText('Amount (RM)')).toHaveValue('50.00');
    expect(within(form).getByLabelText('Reference')).toHaveValue('MPA001234-7F3A');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(
      await within(dialog).findByText('Payment recorded: receipt MPA-2026-000321.'),
    ).toBeInTheDocument();
    const [body] = bodiesSentTo(
      fetchMock,
      'POST /api/admin/members/player-1/membership/payments',
    ) as Record<string, unknown>[];
    expect(body).toMatchObject({
      typeId: ADULT.id,
      amountSen: 5000,
      method: 'bank_transfer',
      reference: 'MPA001234-7F3A',
      renewalId: RENEWAL.id,
    });
    expect(body!.idempotencyKey).toEqual(expect.any(String));
  });

  it('saves the payment instructions in English and Bahasa Malaysia, side by side', async () => {
    const { user, fetchMock } = setup({
      'PUT /api/admin/membership/settings': ({ body }) => jsonResponse(200, body),
    });
    const english = await screen.findByLabelText('How to pay (English)');
    const malay = screen.getByLabelText('How to pay (Bahasa Malaysia)');
    expect(english).toHaveValue('Pay by bank transfer.');
    expect(english.closest('.grid')).toContainElement(malay);
    expect(screen.getByText('BM translation missing')).toBeInTheDocument();
    await user.type(malay, 'Bayar melalui pindahan bank.');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT /api/admin/membership/settings')).toEqual([
      {
        graceDays: 30,
        paymentInstructions: 'Pay by bank transfer.',
        paymentInstructionsMs: 'Bayar melalui pindahan bank.',
      },
    ]);
  });

  it('refuses an amount that is not ringgit and sen before sending anything', async () => {
    const { user, fetchMock } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New membership type' });
    await user.type(within(dialog).getByLabelText('Name (English)'), 'Family');
    await user.type(within(dialog).getByLabelText(/Fee \(RM\)/), '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter an amount in RM with at most two decimals'),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/membership/types')).toHaveLength(0);
  });
});
