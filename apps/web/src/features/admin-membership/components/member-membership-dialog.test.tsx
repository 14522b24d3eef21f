import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { TEST_ADMIN } from '@/testing/admin-fixtures';
import { bodiesSentTo, jsonResponse, mockFetch, type FetchHandler } from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';
import { renderWithRouter } from '@/testing/test-utils';
import type {
  MembershipPayment,
  MembershipSummary,
  MembershipType,
  RenewalRequest,
} from '@app/shared/membership';

import { MemberMembershipDialog } from './member-membership-dialog';

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
const PAYMENT: MembershipPayment = {
  id: 'pay-1',
  receiptNumber: 'MPA-2026-000321',
  amountSen: 5000,
  method: 'bank_transfer',
  reference: 'MBB 123',
  paidOn: '2026-11-20',
  typeName: ADULT.name,
  typeNameMs: ADULT.nameMs,
  createdAt: '2026-11-20T02:00:00.000Z',
  provider: 'staff',
  refundedSen: 0,
  voided: false,
  creditNotes: [],
};
const SUMMARY: MembershipSummary = {
  memberId: 'MPA001234',
  status: 'active',
  typeId: ADULT.id,
  typeName: ADULT.name,
  typeNameMs: ADULT.nameMs,
  startsOn: '2026-11-20',
  expiresOn: '2027-11-19',
  graceEndsOn: '2027-12-19',
  suspension: null,
  terms: [
    {
      id: 'term-1',
      typeId: ADULT.id,
      typeName: ADULT.name,
      typeNameMs: ADULT.nameMs,
      startsOn: '2026-11-20',
      expiresOn: '2027-11-19',
      status: 'active',
      receiptNumber: PAYMENT.receiptNumber,
      createdAt: '2026-11-20T02:00:00.000Z',
    },
  ],
  payments: [PAYMENT],
  pendingRenewal: RENEWAL,
  renewalOptions: [ADULT],
  paymentInstructions: 'Pay by bank transfer.',
  paymentInstructionsMs: '',
  remindersOptOut: false,
};
const VOIDED: MembershipSummary = {
  ...SUMMARY,
  status: 'cancelled',
  terms: [{ ...SUMMARY.terms[0]!, status: 'cancelled' }],
  payments: [
    {
      ...PAYMENT,
      voided: true,
      refundedSen: 5000,
      creditNotes: [
        {
          number: 'CN-2026-000004',
          kind: 'void',
          amountSen: 5000,
          reason: 'Recorded twice',
          createdAt: '2026-11-27T02:00:00.000Z',
        },
      ],
    },
  ],
  pendingRenewal: null,
};

const MEMBER = 'GET /api/admin/members/player-1/membership';
const RECORD = 'POST /api/admin/members/player-1/membership/payments';
const CANCEL = 'POST /api/admin/members/player-1/membership/cancel';
const VOID = 'POST /api/admin/members/player-1/membership/receipts/MPA-2026-000321/void';

function setup(handlers: Record<string, FetchHandler> = {}) {
  const fetchMock = mockFetch({
    'GET /api/admin/me': () => jsonResponse(200, TEST_ADMIN),
    'GET /api/admin/membership/dashboard': () =>
      jsonResponse(200, {
        active: 1,
        grace: 0,
        expiredThisMonth: 0,
        renewalsThisMonth: 1,
        membershipRevenueThisMonthSen: 5000,
        revenueThisMonthSen: 5000,
        pendingRenewals: 1,
      }),
    'GET /api/admin/membership/renewals': () => jsonResponse(200, [RENEWAL]),
    'GET /api/admin/membership/types': () => jsonResponse(200, [ADULT]),
    'GET /api/admin/membership/settings': () =>
      jsonResponse(200, { graceDays: 30, paymentInstructions: '', paymentInstructionsMs: '' }),
    [MEMBER]: () => jsonResponse(200, SUMMARY),
    ...handlers,
  });
  return { ...renderAdminApp('/admin/dashboard?section=membership'), fetchMock };
}

async function openDialog(user: ReturnType<typeof setup>['user']) {
  const row = (await screen.findByText('Tan Wei Ming')).closest('tr')!;
  await user.click(within(row).getByRole('button', { name: 'Record payment' }));
  return screen.findByRole('dialog', { name: 'Membership — Tan Wei Ming' });
}

describe('admin → a member’s membership: record, record again, cancel, void', () => {
  it('clears the form after a recorded payment, names the receipt and takes a fresh key', async () => {
    const { user, fetchMock } = setup({
      [RECORD]: () =>
        jsonResponse(200, { receiptNumber: 'MPA-2026-000322', created: true, membership: SUMMARY }),
    });
    const dialog = await openDialog(user);
    const form = await within(dialog).findByRole('form', { name: 'Record payment' });
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(
      await within(dialog).findByText('Payment recorded: receipt MPA-2026-000322.'),
    ).toBeInTheDocument();
    // Cleared: no reference, no renewal; a second click would not send the same payment again.
    expect(within(form).getByLabelText('Reference')).toHaveValue('');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(bodiesSentTo(fetchMock, RECORD)).toHaveLength(1);
    await user.type(within(form).getByLabelText('Reference'), 'Desk 2');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    const [first, second] = bodiesSentTo(fetchMock, RECORD) as Record<string, unknown>[];
    expect(first).toMatchObject({ reference: 'MPA001234-7F3A', renewalId: RENEWAL.id });
    expect(second).toMatchObject({ reference: 'Desk 2' });
    expect(second).not.toHaveProperty('renewalId');
    expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it('asks “Record again?” naming the earlier receipt, and records with confirmDuplicate', async () => {
    const earlier =
      'This reference was already recorded for this member on receipt MPA-2026-000321 (paid 20 November 2026)';
    const { user, fetchMock } = setup({
      [RECORD]: ({ body }) =>
        (body as { confirmDuplicate?: boolean }).confirmDuplicate
          ? jsonResponse(200, {
              receiptNumber: 'MPA-2026-000323',
              created: true,
              membership: SUMMARY,
            })
          : jsonResponse(409, { error: earlier, code: 'DUPLICATE_PAYMENT_REFERENCE' }),
    });
    const dialog = await openDialog(user);
    const form = await within(dialog).findByRole('form', { name: 'Record payment' });
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    const confirm = await within(dialog).findByRole('alertdialog', { name: 'Record again?' });
    expect(confirm).toHaveAccessibleDescription(expect.stringContaining('MPA-2026-000321'));
    expect(within(confirm).getByRole('button', { name: 'Don’t record' })).toHaveFocus();

    // "Don't record": nothing more is sent; what was typed stays.
    await user.click(within(confirm).getByRole('button', { name: 'Don’t record' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Reference')).toHaveValue('MPA001234-7F3A');
    expect(bodiesSentTo(fetchMock, RECORD)).toHaveLength(1);

    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    const again = await within(dialog).findByRole('alertdialog', { name: 'Record again?' });
    await user.click(within(again).getByRole('button', { name: 'Record again' }));
    expect(
      await within(dialog).findByText('Payment recorded: receipt MPA-2026-000323.'),
    ).toBeInTheDocument();
    const bodies = bodiesSentTo(fetchMock, RECORD) as Record<string, unknown>[];
    expect(bodies).toHaveLength(3);
    expect(bodies[1]).not.toHaveProperty('confirmDuplicate');
    expect(bodies[2]).toMatchObject({ reference: 'MPA001234-7F3A', confirmDuplicate: true });
  });

  it('confirms “Cancel latest term” naming the term and receipt, voiding it by default', async () => {
    let current = SUMMARY;
    const { user, fetchMock } = setup({
      [MEMBER]: () => jsonResponse(200, current),
      [CANCEL]: () => {
        current = VOIDED;
        return jsonResponse(200, VOIDED);
      },
    });
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel latest term' }));
    // Nothing is sent before the confirmation.
    expect(bodiesSentTo(fetchMock, CANCEL)).toHaveLength(0);
    const confirm = await screen.findByRole('dialog', { name: 'Cancel the latest term' });
    expect(confirm).toHaveTextContent(
      'Cancel the Adult annual term from 20 Nov 2026 to 19 Nov 2027.',
    );
    const choice = within(confirm).getByRole('checkbox', {
      name: 'Void receipt MPA-2026-000321 (RM 50.00)',
    });
    expect(choice).toBeChecked();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel term' }));
    // A reason is required.
    expect(await within(confirm).findByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(bodiesSentTo(fetchMock, CANCEL)).toHaveLength(0);
    await user.type(within(confirm).getByLabelText('Reason'), 'Paid in error');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel term' }));
    expect(
      await within(dialog).findByText('Term cancelled; receipt MPA-2026-000321 voided.'),
    ).toBeInTheDocument();
    const [body] = bodiesSentTo(fetchMock, CANCEL) as Record<string, unknown>[];
    expect(body).toMatchObject({ reason: 'Paid in error', receipt: 'void' });
    expect(body!.idempotencyKey).toEqual(expect.any(String));
    // The receipt shows it was voided, with its credit note.
    const receipts = within(dialog).getByRole('list', { name: /receipts/i });
    expect(within(receipts).getByText('Voided')).toBeInTheDocument();
    expect(
      within(receipts).getByRole('link', { name: 'Credit note CN-2026-000004' }),
    ).toHaveAttribute('href', '/api/admin/members/player-1/membership/credit-notes/CN-2026-000004');
  });

  it('keeps the receipt when the officer unticks the void', async () => {
    const { user, fetchMock } = setup({ [CANCEL]: () => jsonResponse(200, SUMMARY) });
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel latest term' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel the latest term' });
    await user.click(within(confirm).getByRole('checkbox', { name: /Void receipt/ }));
    await user.type(within(confirm).getByLabelText('Reason'), 'Moved abroad');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel term' }));
    expect(await within(dialog).findByText('Term cancelled.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, CANCEL)).toEqual([
      expect.objectContaining({ reason: 'Moved abroad', receipt: 'keep' }),
    ]);
  });

  it('lets a treasurer void a receipt with a reason, and nothing else', async () => {
    let current = SUMMARY;
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => jsonResponse(200, { ...TEST_ADMIN, roles: ['treasurer'] }),
      [MEMBER]: () => jsonResponse(200, current),
      [VOID]: () => {
        current = VOIDED;
        return jsonResponse(200, VOIDED);
      },
    });
    const user = userEvent.setup();
    renderWithRouter(
      <MemberMembershipDialog
        player={{ _id: 'player-1', fullName: 'Tan Wei Ming' }}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Membership — Tan Wei Ming' });
    await within(dialog).findByText('MPA-2026-000321');
    expect(within(dialog).queryByRole('form', { name: 'Record payment' })).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Cancel latest term' }),
    ).not.toBeInTheDocument();
    await user.click(
      await within(dialog).findByRole('button', { name: 'Void receipt MPA-2026-000321' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Void receipt MPA-2026-000321' });
    expect(confirm).toHaveTextContent('credit note for RM 50.00');
    await user.type(within(confirm).getByLabelText('Reason'), 'Recorded twice');
    await user.click(within(confirm).getByRole('button', { name: 'Void receipt' }));
    expect(await within(dialog).findByText('Receipt MPA-2026-000321 voided.')).toBeInTheDocument();
    const [body] = bodiesSentTo(fetchMock, VOID) as Record<string, unknown>[];
    expect(body).toMatchObject({ reason: 'Recorded twice' });
    expect(body!.idempotencyKey).toEqual(expect.any(String));
    expect(within(dialog).getByText('Voided')).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Void receipt MPA-2026-000321' }),
    ).not.toBeInTheDocument();
  });

  it('marks a credit note whose gateway refund failed, and counts only what was given back', async () => {
    const refund = (over: Partial<MembershipPayment['creditNotes'][number]>) => ({
      number: 'CN-2026-000010',
      kind: 'refund' as const,
      amountSen: 2000,
      reason: 'Asked to withdraw',
      createdAt: '2026-11-21T02:00:00.000Z',
      failedAt: null,
      failureReason: null,
      ...over,
    });
    const online: MembershipSummary = {
      ...SUMMARY,
      payments: [
        {
          ...PAYMENT,
          provider: 'stripe',
          method: 'online',
          // As the API counts it: only the refund that went through.
          refundedSen: 1000,
          creditNotes: [
            refund({ number: 'CN-2026-000009', amountSen: 1000 }),
            refund({
              failedAt: '2026-11-22T04:30:00.000Z',
              failureReason: 'cancelled at the gateway',
            }),
          ],
        },
      ],
    };
    mockFetch({
      'GET /api/admin/me': () => jsonResponse(200, { ...TEST_ADMIN, roles: ['treasurer'] }),
      [MEMBER]: () => jsonResponse(200, online),
    });
    renderWithRouter(
      <MemberMembershipDialog
        player={{ _id: 'player-1', fullName: 'Tan Wei Ming' }}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Membership — Tan Wei Ming' });
    const failed = (
      await within(dialog).findByRole('link', { name: 'Credit note CN-2026-000010' })
    ).closest('li')!;
    expect(failed).toHaveTextContent(
      /Refund failed 22 Nov 2026, 12:30\s?pm, nothing given back: cancelled at the gateway/,
    );
    expect(within(failed).getByText('RM 20.00').tagName).toBe('S');
    const given = within(dialog)
      .getByRole('link', { name: 'Credit note CN-2026-000009' })
      .closest('li')!;
    expect(given).not.toHaveTextContent('Refund failed');
    expect(within(dialog).getByText('Refunded RM 10.00')).toBeInTheDocument();
  });
});
