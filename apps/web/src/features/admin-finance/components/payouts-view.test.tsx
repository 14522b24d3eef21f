import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SIGNED_IN } from '@/testing/admin-fixtures';
import { callsTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const entry = (over: Record<string, unknown>) => ({
  transactionId: 'txn_1',
  type: 'charge',
  amountSen: 8000,
  feeSen: 240,
  netSen: 7760,
  paymentId: 'pi_1',
  refundId: null,
  receiptNumber: 'MPA-2026-000101',
  creditNoteNumber: null,
  memberId: 'MPA001234',
  memberName: 'Nurul Aisyah',
  recordedSen: 8000,
  ...over,
});

const PAYOUTS = {
  online: true,
  from: '2026-11-01',
  to: '2026-11-30',
  payouts: [
    {
      id: 'po_exact',
      arrivalDate: '2026-11-20',
      status: 'paid',
      currency: 'myr',
      amountSen: 7760,
      grossSen: 8000,
      feesSen: 240,
      netSen: 7760,
      matched: [entry({})],
      issues: [],
    },
    {
      id: 'po_mixed',
      arrivalDate: '2026-11-24',
      status: 'in_transit',
      currency: 'myr',
      amountSen: 12610,
      grossSen: 13000,
      feesSen: 390,
      netSen: 12610,
      matched: [
        entry({
          transactionId: 'txn_r',
          type: 'refund',
          amountSen: -2000,
          feeSen: 0,
          netSen: -2000,
          refundId: 're_1',
          creditNoteNumber: 'CN-2026-000007',
          recordedSen: -2000,
        }),
      ],
      issues: [
        {
          ...entry({
            transactionId: 'txn_u',
            paymentId: 'pi_unknown',
            receiptNumber: null,
            memberId: null,
            memberName: null,
            recordedSen: null,
          }),
          kind: 'unknown_payment',
        },
        {
          ...entry({
            transactionId: 'txn_d',
            amountSen: 7000,
            feeSen: 150,
            netSen: 6850,
            paymentId: 'pi_short',
            receiptNumber: 'MPA-2026-000102',
          }),
          kind: 'amount_differs',
        },
      ],
    },
  ],
  notPaidOut: [
    {
      receiptNumber: 'MPA-2026-000140',
      paidOn: '2026-11-29',
      memberId: 'MPA005678',
      memberName: 'Ahmad Faiz',
      amountSen: 5000,
      refundedSen: 0,
      paymentId: 'pi_waiting',
    },
  ],
};

describe('Finance: payouts', () => {
  it('shows each payout with its totals, names and highlights mismatches, and what is not paid out yet', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': SIGNED_IN,
      'GET /api/admin/finance/payouts': () => jsonResponse(200, PAYOUTS),
    });
    renderAdminApp('/admin/dashboard?section=finance&view=payouts&from=2026-11-01&to=2026-11-30');
    expect(
      await screen.findByText('2 payouts, 2 entries to check, 1 receipt not paid out yet'),
    ).toBeInTheDocument();
    // The period in the URL was asked for, and is shown in its fields.
    const call = callsTo(fetchMock, 'GET /api/admin/finance/payouts')[0]!;
    expect(call.url.searchParams.get('from')).toBe('2026-11-01');
    expect(call.url.searchParams.get('to')).toBe('2026-11-30');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByRole('button', { name: 'Payouts' })).toHaveAttribute('aria-current', 'page');

    const exact = screen.getByRole('region', { name: 'Payout po_exact' });
    expect(within(exact).getByText('Every entry matches a receipt or credit note.')).toBeVisible();
    expect(within(exact).getByLabelText('Totals of payout po_exact')).toHaveTextContent(
      'Gateway feesRM 2.40',
    );
    const matched = within(exact).getByRole('table', { name: 'Payout po_exact: matched' });
    expect(within(matched).getByRole('row', { name: /MPA-2026-000101/ })).toHaveTextContent(
      'Nurul Aisyah',
    );

    const mixed = screen.getByRole('region', { name: 'Payout po_mixed' });
    expect(mixed).toHaveTextContent('On its way');
    const issues = within(mixed).getByRole('table', { name: 'Payout po_mixed: entries to check' });
    const unknown = within(issues).getByRole('row', { name: /Payment with no receipt/ });
    expect(unknown).toHaveClass('bg-amber-50');
    expect(unknown).toHaveTextContent('pi_unknown');
    const differs = within(issues).getByRole('row', { name: /Amount differs from our record/ });
    expect(differs).toHaveTextContent('MPA-2026-000102');
    expect(differs).toHaveTextContent('RM 70.00');
    expect(differs).toHaveTextContent('RM 80.00');
    const refund = within(
      within(mixed).getByRole('table', { name: 'Payout po_mixed: matched' }),
    ).getByRole('row', { name: /CN-2026-000007/ });
    expect(refund).toHaveTextContent('Refund');
    // The phone layout names the problems too.
    expect(
      within(
        within(mixed).getByRole('list', { name: 'Payout po_mixed: entries to check' }),
      ).getAllByText(/Payment with no receipt|Amount differs from our record/),
    ).toHaveLength(2);

    const waiting = screen.getByRole('table', { name: 'Receipts not paid out yet' });
    expect(within(waiting).getByRole('row', { name: /MPA-2026-000140/ })).toHaveTextContent(
      'Ahmad Faiz',
    );
  });

  it('changes the period through the URL, says when online payment is off, and shows the gateway’s refusal', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': SIGNED_IN,
      'GET /api/admin/finance/payouts': ({ url }) =>
        url.searchParams.get('from') === '2026-10-01'
          ? jsonResponse(503, {
              error: 'The payment gateway is not answering. Try again in a few minutes.',
              code: 'SERVICE_UNAVAILABLE',
            })
          : jsonResponse(200, {
              online: false,
              from: '2026-11-01',
              to: '2026-11-30',
              payouts: [],
              notPaidOut: [],
            }),
    });
    const { user, router } = renderAdminApp('/admin/dashboard?section=finance&view=payouts');
    expect(
      await screen.findByText(
        'Online payment is off: no payment gateway is set up, so there are no payouts to check.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();

    await user.type(screen.getByLabelText('From'), '2026-10-01');
    expect(
      await screen.findByText(
        /The payment gateway is not answering\. Try again in a few minutes\./,
      ),
    ).toBeInTheDocument();
    expect(
      callsTo(fetchMock, 'GET /api/admin/finance/payouts').at(-1)!.url.searchParams.get('from'),
    ).toBe('2026-10-01');
    expect(router.state.location.search).toContain('from=2026-10-01');
  });
});
