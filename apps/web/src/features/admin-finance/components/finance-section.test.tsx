import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SIGNED_IN, TEST_ADMIN } from '@/testing/admin-fixtures';
import { bodiesSentTo, callsTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const payment = (over: Record<string, unknown>) => ({
  receiptNumber: 'MPA-2026-000101',
  paidOn: '2026-11-20',
  recordedAt: '2026-11-20T02:00:00.000Z',
  memberId: 'MPA001234',
  memberName: 'Nurul Aisyah',
  playerId: 'p-1',
  description: 'Membership: Adult annual',
  descriptionMs: 'Keahlian: Dewasa tahunan',
  purpose: 'membership',
  method: 'online',
  onlineMethod: null,
  onlineMethodDetail: null,
  provider: 'stripe',
  reference: 'pi_test_1',
  amountSen: 8000,
  refundedSen: 3000,
  remainingSen: 5000,
  state: 'part_refunded',
  online: true,
  ...over,
});

const ONLINE = payment({});
const DESK = payment({
  receiptNumber: 'MPA-2026-000102',
  memberName: 'Ahmad Faiz',
  method: 'cash',
  provider: 'staff',
  refundedSen: 0,
  remainingSen: 8000,
  state: 'paid',
  online: false,
});

const TREASURER = () => jsonResponse(200, { ...TEST_ADMIN, roles: ['treasurer'] });

describe('Finance section', () => {
  it('filters the payments list through the URL, and the CSV follows the filters', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': SIGNED_IN,
      'GET /api/admin/finance/payments': ({ url }) =>
        url.searchParams.get('method') === 'cash'
          ? jsonResponse(200, { payments: [DESK], total: 1 })
          : jsonResponse(200, { payments: [ONLINE, DESK], total: 2 }),
    });
    const { user } = renderAdminApp('/admin/dashboard?section=finance&status=refunded');
    const table = await screen.findByRole('table', { name: 'Payments' });
    expect(within(table).getByRole('row', { name: /MPA-2026-000101/ })).toHaveTextContent(
      'Part refunded',
    );
    expect(screen.getByText('2 payments')).toBeInTheDocument();
    // The URL's filter was sent and is shown in its field.
    expect(
      callsTo(fetchMock, 'GET /api/admin/finance/payments')[0]!.url.searchParams.get('status'),
    ).toBe('refunded');
    expect(screen.getByLabelText('Status')).toHaveValue('refunded');

    await user.selectOptions(screen.getByLabelText('Method'), 'cash');
    expect(await within(table).findByText('Ahmad Faiz')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(within(table).queryByText('Nurul Aisyah')).not.toBeInTheDocument(),
    );
    await user.type(screen.getByLabelText('Search'), 'faiz');
    await vi.waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET /api/admin/finance/payments').some(
          (c) =>
            c.url.searchParams.get('q') === 'faiz' &&
            c.url.searchParams.get('method') === 'cash' &&
            c.url.searchParams.get('status') === 'refunded',
        ),
      ).toBe(true),
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/finance/payments.csv?q=faiz&method=cash&status=refunded',
    );
    // A staff-recorded receipt has no Refund (it is voided instead).
    expect(
      within(table).queryByRole('button', { name: /Refund receipt MPA-2026-000102/ }),
    ).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
        'href',
        '/api/admin/finance/payments.csv',
      ),
    );
  });

  it('refunds part of an online receipt: shows what is left, checks the amount, confirms once', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': TREASURER,
      'GET /api/admin/finance/payments': () =>
        jsonResponse(200, { payments: [ONLINE, DESK], total: 2 }),
      'POST /api/admin/finance/receipts/MPA-2026-000101/refund': () =>
        jsonResponse(200, {
          receiptNumber: 'MPA-2026-000101',
          creditNoteNumber: 'CN-2026-000007',
          amountSen: 2000,
          refundedSen: 5000,
          remainingSen: 3000,
          created: true,
        }),
    });
    const { user } = renderAdminApp('/admin/dashboard?section=finance');
    await user.click(await screen.findByRole('button', { name: 'Refund receipt MPA-2026-000101' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund receipt MPA-2026-000101' });
    expect(within(dialog).getByText('Paid: RM 80.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Left to refund: RM 50.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Refund RM 50.00' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Refund part of it' }));
    await user.type(within(dialog).getByLabelText('Amount to refund (RM)'), '60');
    await user.click(within(dialog).getByRole('button', { name: 'Refund RM 60.00' }));
    expect(
      await within(dialog).findByText('This is more than is left to refund (RM 50.00)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Give a reason (at least 3 characters)')).toBeInTheDocument();
    expect(
      callsTo(fetchMock, 'POST /api/admin/finance/receipts/MPA-2026-000101/refund'),
    ).toHaveLength(0);

    const amount = within(dialog).getByLabelText('Amount to refund (RM)');
    await user.clear(amount);
    await user.type(amount, '20');
    await user.type(within(dialog).getByLabelText('Reason'), 'Withdrew before the season');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Refund RM 20.00' }));

    expect(
      await screen.findByText(
        'Refunded RM 20.00 on receipt MPA-2026-000101: credit note CN-2026-000007.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const bodies = bodiesSentTo(
      fetchMock,
      'POST /api/admin/finance/receipts/MPA-2026-000101/refund',
    );
    expect(bodies[0]).toEqual({
      amountSen: 2000,
      reason: 'Withdrew before the season',
      idempotencyKey: expect.any(String),
    });
    // A double click sends the same key: the server refunds once.
    expect(new Set(bodies.map((b) => (b as { idempotencyKey: string }).idempotencyKey)).size).toBe(
      1,
    );
  });

  it('shows the server’s refusal in the dialog and keeps what was typed', async () => {
    mockFetch({
      'GET /api/admin/me': TREASURER,
      'GET /api/admin/finance/payments': () => jsonResponse(200, { payments: [ONLINE], total: 1 }),
      'POST /api/admin/finance/receipts/MPA-2026-000101/refund': () =>
        jsonResponse(503, {
          error:
            'The payment gateway is not answering. Nothing was refunded. Please try again in a few minutes.',
          code: 'SERVICE_UNAVAILABLE',
        }),
    });
    const { user } = renderAdminApp('/admin/dashboard?section=finance');
    await user.click(await screen.findByRole('button', { name: 'Refund receipt MPA-2026-000101' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Course cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Refund RM 50.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The payment gateway is not answering. Nothing was refunded.',
    );
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Course cancelled');
  });

  it('lists daily totals and highlights reconciliation mismatches', async () => {
    mockFetch({
      'GET /api/admin/me': SIGNED_IN,
      'GET /api/admin/finance/summary': () =>
        jsonResponse(200, {
          from: '2026-11-01',
          to: '2026-11-30',
          days: [
            {
              date: '2026-11-20',
              method: 'online',
              receiptCount: 2,
              receiptsSen: 16000,
              refundsSen: 3000,
              voidsSen: 0,
              revenueSen: 13000,
            },
          ],
          byMethod: [],
          byPurpose: [],
          totals: {
            receiptCount: 2,
            receiptsSen: 16000,
            refundsSen: 3000,
            voidsSen: 0,
            revenueSen: 13000,
          },
        }),
      'GET /api/admin/finance/reconciliation': () =>
        jsonResponse(200, {
          from: '2026-11-01',
          to: '2026-11-30',
          paidOrders: 3,
          onlineReceipts: 2,
          matched: 2,
          mismatches: [
            {
              kind: 'paid_without_receipt',
              orderId: 'order-9',
              orderStatus: 'paid',
              receiptNumber: null,
              orderAmountSen: 8000,
              receiptAmountSen: null,
              orderRefundedSen: 0,
              receiptRefundedSen: null,
              gatewayPaymentId: 'pi_9',
              at: '2026-11-20T02:00:00.000Z',
            },
          ],
        }),
    });
    const { user } = renderAdminApp('/admin/dashboard?section=finance&view=totals');
    const totals = await screen.findByRole('table', { name: 'Daily totals' });
    expect(within(totals).getByRole('row', { name: /2026-11-20/ })).toHaveTextContent('RM 130.00');
    expect(screen.getByLabelText('Totals for the period')).toHaveTextContent('RM 30.00');
    // With no From/To typed, the page says which days the figures are for.
    expect(screen.getByText(/^Period: 1.30 Nov 2026$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reconciliation' }));
    const mismatches = await screen.findByRole('table', { name: 'Mismatches' });
    const row = within(mismatches).getByRole('row', { name: /Paid at the gateway, no receipt/ });
    expect(row).toHaveClass('bg-amber-50');
    expect(screen.getByText('3 paid orders, 2 online receipts, 2 matched')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reconciliation' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
