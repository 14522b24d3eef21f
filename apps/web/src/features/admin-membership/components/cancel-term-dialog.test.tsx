import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { TEST_ADMIN } from '@/testing/admin-fixtures';
import { bodiesSentTo, jsonResponse, mockFetch, type FetchHandler } from '@/testing/mock-fetch';
import { renderWithRouter } from '@/testing/test-utils';
import type { MembershipPayment, MembershipSummary } from '@app/shared/membership';
import type { StaffRole } from '@app/shared/staff';

import { MemberMembershipDialog } from './member-membership-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TYPE_ID = '6c1f1c1e-8d2b-4c8e-9a55-1f0c1d2e3f40';
const ONLINE: MembershipPayment = {
  id: 'pay-7',
  receiptNumber: 'MPA-2026-000401',
  amountSen: 8000,
  method: 'online',
  reference: 'pi_test_1',
  paidOn: '2026-11-20',
  typeName: 'Adult annual',
  typeNameMs: 'Tahunan dewasa',
  createdAt: '2026-11-20T02:00:00.000Z',
  provider: 'stripe',
  refundedSen: 2000,
  voided: false,
  creditNotes: [],
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
  terms: [
    {
      id: 'term-7',
      typeId: TYPE_ID,
      typeName: 'Adult annual',
      typeNameMs: 'Tahunan dewasa',
      startsOn: '2026-11-20',
      expiresOn: '2027-11-19',
      status: 'active',
      receiptNumber: ONLINE.receiptNumber,
      createdAt: '2026-11-20T02:00:00.000Z',
    },
  ],
  payments: [ONLINE],
  pendingRenewal: null,
  renewalOptions: [],
  paymentInstructions: '',
  paymentInstructionsMs: '',
  remindersOptOut: false,
};
const CANCELLED: MembershipSummary = {
  ...SUMMARY,
  status: 'cancelled',
  terms: [{ ...SUMMARY.terms[0]!, status: 'cancelled' }],
  payments: [{ ...ONLINE, refundedSen: 8000 }],
};

const MEMBER = 'GET /api/admin/members/player-1/membership';
const CANCEL = 'POST /api/admin/members/player-1/membership/cancel';
const CANCEL_REFUND = 'POST /api/admin/members/player-1/membership/cancel-refund';
const GATEWAY_DOWN =
  'The payment gateway is not answering. Nothing was refunded. Please try again in a few minutes.';

function setup(roles: StaffRole[], handlers: Record<string, FetchHandler>) {
  const fetchMock = mockFetch({
    'GET /api/admin/me': () => jsonResponse(200, { ...TEST_ADMIN, roles }),
    'GET /api/admin/membership/types': () => jsonResponse(200, []),
    [MEMBER]: () => jsonResponse(200, SUMMARY),
    ...handlers,
  });
  const user = userEvent.setup();
  renderWithRouter(
    <MemberMembershipDialog
      player={{ _id: 'player-1', fullName: 'Tan Wei Ming' }}
      onClose={() => {}}
    />,
  );
  return { user, fetchMock };
}

async function openConfirm(user: ReturnType<typeof setup>['user']) {
  const dialog = await screen.findByRole('dialog', { name: 'Membership — Tan Wei Ming' });
  await user.click(await within(dialog).findByRole('button', { name: 'Cancel latest term' }));
  const confirm = await screen.findByRole('dialog', { name: 'Cancel the latest term' });
  return { dialog, confirm };
}

describe('admin → cancel a term paid online: refund through the gateway in the same step', () => {
  it('a treasurer refunds what is left; a gateway failure is shown and the retry reuses the key', async () => {
    let answer: () => Response = () => jsonResponse(503, { error: GATEWAY_DOWN });
    let release: () => void = () => {};
    const { user, fetchMock } = setup(['treasurer'], {
      [CANCEL_REFUND]: () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(answer());
        }),
    });
    const { dialog, confirm } = await openConfirm(user);
    expect(confirm).toHaveTextContent(
      'Its receipt MPA-2026-000401 (RM 60.00 left on it) was paid online.',
    );
    const refund = within(confirm).getByRole('radio', {
      name: 'Refund RM 60.00 through the payment gateway',
    });
    expect(refund).toBeChecked();
    expect(refund).toHaveAccessibleDescription(/credit note/);
    // Cancelling without a refund is the membership officers'.
    const keep = within(confirm).getByRole('radio', { name: /Cancel without refunding/ });
    expect(keep).toBeDisabled();
    expect(keep).toHaveAccessibleDescription(
      'Only a membership officer can cancel a term without refunding it.',
    );

    await user.type(within(confirm).getByLabelText('Reason'), 'Joined by mistake');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel term' }));
    // While the gateway is asked: the button says so and cannot be pressed again.
    const busy = await within(confirm).findByRole('button', { name: 'Refunding…' });
    expect(busy).toBeDisabled();
    release();
    expect(await within(confirm).findByText(GATEWAY_DOWN)).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Cancel term' })).toBeEnabled();

    answer = () => jsonResponse(200, CANCELLED);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel term' }));
    release();
    expect(
      await within(dialog).findByText(
        'Term cancelled; RM 60.00 refunded on receipt MPA-2026-000401.',
      ),
    ).toBeInTheDocument();
    const bodies = bodiesSentTo(fetchMock, CANCEL_REFUND) as Record<string, unknown>[];
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({
      reason: 'Joined by mistake',
      receiptNumber: 'MPA-2026-000401',
    });
    expect(bodies[0]!.idempotencyKey).toEqual(expect.any(String));
    // The retry is the same request: the server refunds once.
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodiesSentTo(fetchMock, CANCEL)).toHaveLength(0);
  });

  it('a membership officer sees the refund explained and disabled, and cancels keeping the receipt', async () => {
    const { user, fetchMock } = setup(['membership_officer'], {
      [CANCEL]: () => jsonResponse(200, { ...CANCELLED, payments: [ONLINE] }),
    });
    const { dialog, confirm } = await openConfirm(user);
    const refund = within(confirm).getByRole('radio', {
      name: 'Refund RM 60.00 through the payment gateway',
    });
    expect(refund).toBeDisabled();
    expect(refund).not.toBeChecked();
    expect(refund).toHaveAccessibleDescription(
      'Only a treasurer or a super admin can refund through the gateway. Cancel keeping the receipt, or ask one of them.',
    );
    expect(within(confirm).getByRole('radio', { name: /Cancel without refunding/ })).toBeChecked();
    await user.type(within(confirm).getByLabelText('Reason'), 'Moved abroad');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel term' }));
    expect(await within(dialog).findByText('Term cancelled.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, CANCEL)).toEqual([
      expect.objectContaining({ reason: 'Moved abroad', receipt: 'keep' }),
    ]);
    expect(bodiesSentTo(fetchMock, CANCEL_REFUND)).toHaveLength(0);
  });

  it('a super admin may choose either; choosing to keep sends the plain cancel', async () => {
    const { user, fetchMock } = setup(['super_admin'], {
      [CANCEL]: () => jsonResponse(200, { ...CANCELLED, payments: [ONLINE] }),
    });
    const { confirm } = await openConfirm(user);
    expect(within(confirm).getByRole('radio', { name: /Refund RM 60.00/ })).toBeChecked();
    await user.click(within(confirm).getByRole('radio', { name: /Cancel without refunding/ }));
    await user.type(within(confirm).getByLabelText('Reason'), 'Refund already given by bank');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel term' }));
    await vi.waitFor(() => expect(bodiesSentTo(fetchMock, CANCEL)).toHaveLength(1));
    expect(bodiesSentTo(fetchMock, CANCEL_REFUND)).toHaveLength(0);
  });
});
