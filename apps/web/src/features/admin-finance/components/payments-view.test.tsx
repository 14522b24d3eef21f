import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AdminList } from '@/components/admin/use-admin-list';
import { setMessageLocale } from '@/lib/format-message';
import { I18nProvider, registerMessages } from '@/lib/i18n';
import { ms } from '@/messages/ms/index';
import { SIGNED_IN } from '@/testing/admin-fixtures';
import { callsTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';
import type { FinancePayment } from '@app/shared/payments/finance';

import { financeFiltersSchema } from '../api/finance-admin';

import { PaymentsView } from './payments-view';

afterEach(() => {
  vi.unstubAllGlobals();
  setMessageLocale('en');
});

const payment = (over: Partial<FinancePayment>): FinancePayment => ({
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
  ...over,
});

const CARD_ONLINE = payment({});
const FPX = payment({
  receiptNumber: 'MPA-2026-000102',
  onlineMethod: 'fpx',
  onlineMethodDetail: 'public_bank',
});
const NOT_YET_KNOWN = payment({
  receiptNumber: 'MPA-2026-000103',
  onlineMethod: null,
  onlineMethodDetail: null,
});
const CARD_COUNTER = payment({
  receiptNumber: 'MPA-2026-000104',
  method: 'card',
  onlineMethod: null,
  onlineMethodDetail: null,
  provider: 'staff',
  online: false,
});
const ALL = [CARD_ONLINE, FPX, NOT_YET_KNOWN, CARD_COUNTER];

/** Issue 39: how each receipt was paid, as the gateway reported it, and the method filter. */
describe('Finance payments: how each was paid', () => {
  it('shows the method the gateway reported, and the Card filter asks for counter and online cards', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': SIGNED_IN,
      'GET /api/admin/finance/payments': ({ url }) =>
        url.searchParams.get('method') === 'card'
          ? jsonResponse(200, { payments: [CARD_ONLINE, CARD_COUNTER], total: 2 })
          : jsonResponse(200, { payments: ALL, total: ALL.length }),
    });
    const { user } = renderAdminApp('/admin/dashboard?section=finance');
    const table = await screen.findByRole('table', { name: 'Payments' });
    const row = (number: string) => within(table).getByRole('row', { name: new RegExp(number) });
    expect(row('MPA-2026-000101')).toHaveTextContent('CardOnline · Visa');
    expect(row('MPA-2026-000102')).toHaveTextContent('FPXOnline · Public Bank');
    expect(row('MPA-2026-000103')).toHaveTextContent('Online');
    expect(row('MPA-2026-000104')).toHaveTextContent('Card');
    expect(row('MPA-2026-000104')).not.toHaveTextContent('Online');

    const method = screen.getByLabelText('Method');
    expect(
      within(method).getByRole('option', { name: 'Card (counter or online)' }),
    ).toBeInTheDocument();
    expect(within(method).getByRole('option', { name: 'FPX (online)' })).toBeInTheDocument();
    await user.selectOptions(method, 'card');
    await vi.waitFor(() =>
      expect(within(table).queryByRole('row', { name: /MPA-2026-000102/ })).toBeNull(),
    );
    expect(
      callsTo(fetchMock, 'GET /api/admin/finance/payments').at(-1)!.url.searchParams.get('method'),
    ).toBe('card');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/finance/payments.csv?method=card',
    );
  });

  it('is in Bahasa Malaysia on a Malay page', async () => {
    mockFetch({
      'GET /api/admin/finance/payments': () => jsonResponse(200, { payments: ALL, total: 4 }),
    });
    registerMessages(ms, 'ms');
    setMessageLocale('ms');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <I18nProvider locale="ms">
        <QueryClientProvider client={client}>
          <PaymentsView
            filters={{ values: financeFiltersSchema.parse({}), set: vi.fn(), clear: vi.fn() }}
            list={{ open: vi.fn() } as unknown as AdminList<FinancePayment>}
            canRefund={false}
            onOpenMembership={null}
          />
        </QueryClientProvider>
      </I18nProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Bayaran' });
    expect(within(table).getByRole('row', { name: /MPA-2026-000101/ })).toHaveTextContent(
      'KadDalam talian · Visa',
    );
    expect(within(table).getByRole('row', { name: /MPA-2026-000104/ })).toHaveTextContent('Kad');
    const method = screen.getByLabelText('Kaedah');
    expect(
      within(method).getByRole('option', { name: 'Kad (kaunter atau dalam talian)' }),
    ).toBeInTheDocument();
    expect(within(method).getByRole('option', { name: 'FPX (dalam talian)' })).toBeInTheDocument();
  });
});
