import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { TEST_ADMIN } from '@/testing/admin-fixtures';
import { bodiesSentTo, callsTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';
import type { MembershipPayment, MembershipSummary } from '@app/shared/membership';
import type { FinancePayment } from '@app/shared/payments/finance';
import type { StaffRole } from '@app/shared/staff';

afterEach(() => {
  vi.unstubAllGlobals();
});

// Issue 39: a treasurer may cancel a membership term paid online with its refund
// (docs/security.md); she reaches it from a membership receipt in Finance.

const payment = (over: Partial<FinancePayment>): FinancePayment => ({
  receiptNumber: 'MPA-2026-000401',
  paidOn: '2026-11-20',
  recordedAt: '2026-11-20T02:00:00.000Z',
  memberId: 'MPA001234',
  memberName: 'Tan Wei Ming',
  playerId: 'player-1',
  description: 'Membership: Adult annual',
  descriptionMs: 'Keahlian: Tahunan dewasa',
  purpose: 'membership',
  method: 'online',
  onlineMethod: 'card',
  onlineMethodDetail: 'visa',
  provider: 'stripe',
  reference: 'pi_test_1',
  amountSen: 8000,
  refundedSen: 0,
  remainingSen: 8000,
  state: 'paid',
  online: true,
  ...over,
});
const MEMBERSHIP = payment({});
const COURSE = payment({
  receiptNumber: 'MPA-2026-000402',
  description: 'Course: Serve and return',
  descriptionMs: 'Kursus: Servis dan balasan',
  purpose: 'course',
  amountSen: 12000,
  remainingSen: 12000,
});
const DELETED = payment({
  receiptNumber: 'MPA-2026-000403',
  memberName: null,
  playerId: null,
});

const TYPE_ID = '6c1f1c1e-8d2b-4c8e-9a55-1f0c1d2e3f40';
const RECEIPT: MembershipPayment = {
  id: 'pay-7',
  receiptNumber: MEMBERSHIP.receiptNumber,
  amountSen: 8000,
  method: 'online',
  reference: 'pi_test_1',
  paidOn: '2026-11-20',
  typeName: 'Adult annual',
  typeNameMs: 'Tahunan dewasa',
  createdAt: '2026-11-20T02:00:00.000Z',
  provider: 'stripe',
  refundedSen: 0,
  voided: false,
  creditNotes: [],
};
const TERM = {
  id: 'term-7',
  typeId: TYPE_ID,
  typeName: 'Adult annual',
  typeNameMs: 'Tahunan dewasa',
  startsOn: '2026-11-20',
  expiresOn: '2027-11-19',
  status: 'active' as const,
  receiptNumber: RECEIPT.receiptNumber,
  createdAt: '2026-11-20T02:00:00.000Z',
};
const SUMMARY: MembershipSummary = {
  memberId: 'MPA001234',
  status: 'active',
  typeId: TYPE_ID,
  typeName: 'Adult annual',
  typeNameMs: 'Tahunan dewasa',
  startsOn: '2026-11-20',
  expiresOn: '2027-11-19',
  graceEndsOn: '2027-12-19',
  suspension: null,
  terms: [TERM],
  payments: [RECEIPT],
  pendingRenewal: null,
  renewalOptions: [],
  paymentInstructions: '',
  paymentInstructionsMs: '',
  remindersOptOut: false,
};
const CANCELLED: MembershipSummary = {
  ...SUMMARY,
  status: 'cancelled',
  terms: [{ ...TERM, status: 'cancelled' }],
  payments: [{ ...RECEIPT, refundedSen: 8000 }],
};

const MEMBER = 'GET /api/admin/members/player-1/membership';
const CANCEL_REFUND = 'POST /api/admin/members/player-1/membership/cancel-refund';
const PAYMENTS = 'GET /api/admin/finance/payments';

function setup(roles: StaffRole[]) {
  let cancelled = false;
  const fetchMock = mockFetch({
    'GET /api/admin/me': () => jsonResponse(200, { ...TEST_ADMIN, roles }),
    [PAYMENTS]: () =>
      jsonResponse(200, {
        payments: [
          cancelled
            ? { ...MEMBERSHIP, refundedSen: 8000, remainingSen: 0, state: 'refunded' }
            : MEMBERSHIP,
          COURSE,
          DELETED,
        ],
        total: 3,
      }),
    [MEMBER]: () => jsonResponse(200, cancelled ? CANCELLED : SUMMARY),
    'GET /api/admin/membership/types': () => jsonResponse(200, []),
    [CANCEL_REFUND]: () => {
      cancelled = true;
      return jsonResponse(200, CANCELLED);
    },
  });
  return { ...renderAdminApp('/admin/dashboard?section=finance'), fetchMock };
}

describe('Finance → a member’s membership', () => {
  it('a treasurer opens the membership from its receipt and cancels the term with its refund', async () => {
    const { user, fetchMock } = setup(['treasurer']);
    const table = await screen.findByRole('table', { name: 'Payments' });
    // Only membership receipts of a member who still has an account open a membership.
    expect(
      within(table).queryByRole('button', { name: /Open the membership of .* MPA-2026-000402/ }),
    ).toBeNull();
    expect(
      within(table).queryByRole('button', { name: /Open the membership of .* MPA-2026-000403/ }),
    ).toBeNull();
    await user.click(
      within(table).getByRole('button', {
        name: 'Open the membership of Tan Wei Ming (receipt MPA-2026-000401)',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Membership — Tan Wei Ming' });
    expect(await within(dialog).findByText('MPA-2026-000401')).toBeInTheDocument();
    // A treasurer does not record payments or suspend: those are the officers'.
    expect(within(dialog).queryByRole('form', { name: 'Record payment' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel latest term' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel the latest term' });
    const refund = within(confirm).getByRole('radio', {
      name: 'Refund RM 80.00 through the payment gateway',
    });
    expect(refund).toBeChecked();
    // Keeping the receipt is a membership officer's choice: shown, not hers to make.
    expect(
      within(confirm).getByRole('radio', {
        name: 'Cancel without refunding (the receipt is kept)',
      }),
    ).toBeDisabled();
    await user.type(within(confirm).getByLabelText('Reason'), 'Moved');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel term' }));

    expect(
      await within(dialog).findByText(
        'Term cancelled; RM 80.00 refunded on receipt MPA-2026-000401.',
      ),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, CANCEL_REFUND)).toEqual([
      expect.objectContaining({ reason: 'Moved', receiptNumber: 'MPA-2026-000401' }),
    ]);
    // The payments list behind the dialog follows: the receipt is refunded now.
    await vi.waitFor(() => expect(callsTo(fetchMock, PAYMENTS).length).toBeGreaterThan(1));
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(
      await within(table).findByRole('row', { name: /MPA-2026-000401.*Refunded/ }),
    ).toBeInTheDocument();
  });
});
