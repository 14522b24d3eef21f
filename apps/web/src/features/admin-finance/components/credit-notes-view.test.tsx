import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setMessageLocale } from '@/lib/format-message';
import { I18nProvider, registerMessages } from '@/lib/i18n';
import { ms } from '@/messages/ms/index';
import { TEST_ADMIN } from '@/testing/admin-fixtures';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';

import { financeFiltersSchema } from '../api/finance-admin';

import { CreditNotesView } from './credit-notes-view';

afterEach(() => {
  vi.unstubAllGlobals();
  setMessageLocale('en');
});

const note = (over: Record<string, unknown>) => ({
  number: 'CN-2026-000007',
  kind: 'refund',
  amountSen: 3000,
  reason: 'Asked to withdraw',
  createdAt: '2026-11-20T03:00:00.000Z',
  receiptNumber: 'MPA-2026-000101',
  method: 'online',
  memberId: 'MPA001234',
  memberName: 'Nurul Aisyah',
  createdBy: 'Treasurer Tan',
  gatewayRefundId: 're_1',
  failedAt: null,
  failureReason: null,
  ...over,
});

const GIVEN = note({ number: 'CN-2026-000006', receiptNumber: 'MPA-2026-000100' });
const FAILED = note({
  failedAt: '2026-11-22T04:30:00.000Z',
  failureReason: 'failed at the gateway (expired_or_canceled_card)',
});
const CANCELLED = note({
  number: 'CN-2026-000008',
  receiptNumber: 'MPA-2026-000102',
  failedAt: '2026-11-23T01:00:00.000Z',
  failureReason: null,
});
const NOTES = { creditNotes: [CANCELLED, FAILED, GIVEN], total: 3 };

/** The receipt of the failed refund as the API gives it now: nothing counts as refunded. */
const RECEIPT = {
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
  onlineMethod: 'card',
  onlineMethodDetail: 'visa',
  provider: 'stripe',
  reference: 'pi_test_1',
  amountSen: 8000,
  refundedSen: 0,
  remainingSen: 8000,
  state: 'paid',
  online: true,
};

describe('Finance: credit notes with a failed refund', () => {
  it('marks a failed refund apart from one given back, with its date and the gateway’s reason', async () => {
    mockFetch({
      'GET /api/admin/me': () => jsonResponse(200, { ...TEST_ADMIN, roles: ['treasurer'] }),
      'GET /api/admin/finance/credit-notes': () => jsonResponse(200, NOTES),
    });
    renderAdminApp('/admin/dashboard?section=finance&view=credit-notes');
    const table = await screen.findByRole('table', { name: 'Credit notes' });

    const failed = within(table).getByRole('row', { name: /CN-2026-000007/ });
    expect(failed).toHaveClass('bg-red-50');
    expect(within(failed).getByText('Refund failed')).toBeInTheDocument();
    expect(failed).toHaveTextContent(
      /Failed 22 Nov 2026, 12:30\s?pm: nothing was given back, and the amount can be refunded again\./,
    );
    expect(failed).toHaveTextContent('Why: failed at the gateway (expired_or_canceled_card)');
    // Its amount is struck through: it was not given back.
    expect(within(failed).getByText('RM 30.00').tagName).toBe('S');
    expect(failed).not.toHaveTextContent('Given back');

    const cancelled = within(table).getByRole('row', { name: /CN-2026-000008/ });
    expect(within(cancelled).getByText('Refund failed')).toBeInTheDocument();
    expect(cancelled).not.toHaveTextContent('Why:');

    const given = within(table).getByRole('row', { name: /CN-2026-000006/ });
    expect(given).toHaveTextContent('Given back');
    expect(given).not.toHaveTextContent('Refund failed');
    expect(given).not.toHaveClass('bg-red-50');
    expect(within(given).getByText('RM 30.00').tagName).not.toBe('S');
  });

  it('offers the failed amount for refund again, as the API counts it', async () => {
    mockFetch({
      'GET /api/admin/me': () => jsonResponse(200, { ...TEST_ADMIN, roles: ['treasurer'] }),
      'GET /api/admin/finance/payments': () => jsonResponse(200, { payments: [RECEIPT], total: 1 }),
    });
    const { user } = renderAdminApp('/admin/dashboard?section=finance');
    const table = await screen.findByRole('table', { name: 'Payments' });
    const row = within(table).getByRole('row', { name: /MPA-2026-000101/ });
    expect(row).toHaveTextContent('Paid');
    expect(row).not.toHaveTextContent('Part refunded');
    await user.click(within(row).getByRole('button', { name: 'Refund receipt MPA-2026-000101' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Left to refund: RM 80.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Refund RM 80.00' })).toBeInTheDocument();
  });

  it('is in Bahasa Malaysia on a Malay page', async () => {
    mockFetch({ 'GET /api/admin/finance/credit-notes': () => jsonResponse(200, NOTES) });
    registerMessages(ms, 'ms');
    setMessageLocale('ms');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <I18nProvider locale="ms">
        <QueryClientProvider client={client}>
          <CreditNotesView filters={financeFiltersSchema.parse({ view: 'credit-notes' })} />
        </QueryClientProvider>
      </I18nProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Nota kredit' });
    const failed = within(table).getByRole('row', { name: /CN-2026-000007/ });
    expect(within(failed).getByText('Bayaran balik gagal')).toBeInTheDocument();
    expect(failed).toHaveTextContent(
      'Punca: gagal di gerbang pembayaran (expired_or_canceled_card)',
    );
    expect(failed).toHaveTextContent('boleh dibayar balik semula');
    expect(within(table).getByRole('row', { name: /CN-2026-000006/ })).toHaveTextContent(
      'Dipulangkan',
    );
  });
});
