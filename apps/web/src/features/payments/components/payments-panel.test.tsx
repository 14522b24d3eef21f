import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setMessageLocale } from '@/lib/format-message';
import { I18nProvider, registerMessages } from '@/lib/i18n';
import { ms } from '@/messages/ms/index';
import { buildOrder, ONLINE, paidOrder } from '@/testing/factories/payments';
import { buildPlayer } from '@/testing/factories/players';
import { callsTo, jsonResponse, mockFetch, type FetchHandler } from '@/testing/mock-fetch';
import { PLAYER_ROUTES, renderPlayerApp } from '@/testing/render-player-app';
import type { PaymentOrder } from '@app/shared/payments/schemas';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setMessageLocale('en');
});

const PLAYER = buildPlayer();
const LIST = 'GET /api/players/me/payments';
const ORDER = 'GET /api/players/me/payments/order-1';

function signedIn(handlers: Record<string, FetchHandler>) {
  window.localStorage.setItem('playerLoggedIn', 'true');
  return mockFetch({
    'GET /api/players/me': () => jsonResponse(200, PLAYER),
    [`GET /api/players/${PLAYER._id}/messages`]: () => jsonResponse(200, []),
    'GET /api/payments/options': () => jsonResponse(200, ONLINE),
    ...handlers,
  });
}

const COURSE_REFUNDED = paidOrder({
  id: 'order-2',
  purpose: 'course',
  description: 'Course: Beginners, Saturday',
  descriptionMs: '',
  amountSen: 32000,
  receiptNumber: 'MPA-2026-000040',
  refundedSen: 16000,
  creditNotes: [
    {
      number: 'CN-2026-000001',
      kind: 'refund',
      amountSen: 16000,
      reason: 'Withdrew in time',
      createdAt: '2026-11-20T02:00:00.000Z',
      failedAt: null,
    },
  ],
});

/** A refund the gateway could not make (charge.refund.updated): nothing was given back. */
const REFUND_FAILED = paidOrder({
  id: 'order-6',
  receiptNumber: 'MPA-2026-000041',
  refundedSen: 0,
  creditNotes: [
    {
      number: 'CN-2026-000002',
      kind: 'refund',
      amountSen: 5000,
      reason: 'Asked to leave',
      createdAt: '2026-11-21T02:00:00.000Z',
      failedAt: '2026-11-22T03:00:00.000Z',
    },
  ],
});

async function openPayments(url = '/player/dashboard?tab=payments', options = {}) {
  const view = renderPlayerApp(url, options);
  const panel = await screen.findByRole('tabpanel', { name: 'Payments' });
  return { ...view, panel };
}

describe('portal → Payments', () => {
  it('lists every order as a card with its amount, status, refunds and PDFs', async () => {
    signedIn({
      [LIST]: () =>
        jsonResponse(200, [
          buildOrder(),
          paidOrder({ id: 'order-3' }),
          COURSE_REFUNDED,
          buildOrder({ id: 'order-4', status: 'expired', checkoutUrl: null }),
          buildOrder({ id: 'order-5', status: 'failed', checkoutUrl: null }),
        ]),
    });
    const { panel } = await openPayments();
    const list = await within(panel).findByRole('list', { name: 'Your payments' });
    const cards = within(list).getAllByTestId('payment-order');
    expect(cards).toHaveLength(5);
    const [open, paid, refunded, expired, failed] = cards as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];

    expect(open).toHaveTextContent('Membership: Adult annual');
    expect(open).toHaveTextContent('RM 50.00');
    expect(within(open).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'Resume payment' })).toHaveAttribute(
      'href',
      'https://checkout.example/pay/cs_test_1',
    );

    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(
      within(paid).getByRole('link', { name: 'Download receipt MPA-2026-000043 (PDF)' }),
    ).toHaveAttribute('href', '/api/players/me/membership/receipts/MPA-2026-000043');
    expect(within(paid).queryByRole('button', { name: 'Cancel' })).toBeNull();

    expect(refunded).toHaveTextContent('RM 320.00');
    expect(within(refunded).getByText('Partly refunded')).toBeInTheDocument();
    expect(refunded).toHaveTextContent('Refunded RM 160.00');
    expect(
      within(refunded).getByRole('link', { name: 'Download credit note CN-2026-000001 (PDF)' }),
    ).toHaveAttribute('href', '/api/players/me/membership/credit-notes/CN-2026-000001');

    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(expired).queryByRole('link', { name: 'Resume payment' })).toBeNull();
  });

  it('says when a refund did not go through, and only on that credit note', async () => {
    signedIn({ [LIST]: () => jsonResponse(200, [COURSE_REFUNDED, REFUND_FAILED]) });
    const { panel } = await openPayments();
    const [given, failed] = await within(panel).findAllByTestId('payment-order');
    expect(failed).toHaveTextContent(
      /This refund did not go through \(.+\): nothing was given back/,
    );
    expect(failed).not.toHaveTextContent('Refunded RM');
    expect(given).not.toHaveTextContent('did not go through');
  });

  it('says so when there are no payments yet, and offers a retry when the list fails', async () => {
    let isUp = false;
    signedIn({
      [LIST]: () => (isUp ? jsonResponse(200, []) : jsonResponse(503, { error: 'Down' })),
    });
    const { panel, user } = await openPayments();
    expect(
      await within(panel).findByText('Your payments could not be loaded.'),
    ).toBeInTheDocument();
    isUp = true;
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByText('No payments yet')).toBeInTheDocument();
  });

  it('asks before cancelling an open order, then shows it cancelled', async () => {
    let orders: PaymentOrder[] = [buildOrder()];
    const cancel = 'POST /api/players/me/payments/order-1/cancel';
    const fetchMock = signedIn({
      [LIST]: () => jsonResponse(200, orders),
      [cancel]: () => {
        orders = [buildOrder({ status: 'cancelled', checkoutUrl: null })];
        return jsonResponse(200, orders[0]);
      },
    });
    const { panel, user } = await openPayments();
    const card = await within(panel).findByTestId('payment-order');

    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this payment?' });
    expect(dialog).toHaveTextContent('RM 50.00 for Membership: Adult annual.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, cancel)).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this payment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel payment' }));
    expect(await within(card).findByText('Cancelled')).toBeInTheDocument();
    expect(within(card).getByText('Payment cancelled. Nothing was charged.')).toBeInTheDocument();
    expect(callsTo(fetchMock, cancel)).toHaveLength(1);
  });

  it('back from paying: waits for the gateway every 2 s until the order is paid, then names the receipt', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let order = buildOrder();
    const fetchMock = signedIn({
      [LIST]: () => jsonResponse(200, [order]),
      [ORDER]: () => jsonResponse(200, order),
    });
    const { panel } = await openPayments('/player/dashboard?tab=payments&order=order-1', {
      userOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    const banner = await within(panel).findByTestId('payment-return');
    expect(banner).toHaveTextContent('Confirming your payment…');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(callsTo(fetchMock, ORDER).length).toBeGreaterThanOrEqual(2);
    expect(banner).toHaveTextContent('Confirming your payment…');

    // The gateway's notice arrives: the next look finds it paid.
    order = paidOrder();
    const listCalls = callsTo(fetchMock, LIST).length;
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() =>
      expect(within(panel).getByTestId('payment-return')).toHaveTextContent(
        'Payment received — receipt MPA-2026-000043',
      ),
    );
    // The list (and the membership and card, when shown) are fetched again.
    await waitFor(() => expect(callsTo(fetchMock, LIST).length).toBeGreaterThan(listCalls));
    expect(
      await within(panel).findByRole('link', { name: 'Download receipt MPA-2026-000043 (PDF)' }),
    ).toBeInTheDocument();
    // Settled: no more asking.
    const asked = callsTo(fetchMock, ORDER).length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(callsTo(fetchMock, ORDER)).toHaveLength(asked);
  });

  it('after 2 minutes still open: says it is still confirming and stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = signedIn({
      [LIST]: () => jsonResponse(200, [buildOrder()]),
      [ORDER]: () => jsonResponse(200, buildOrder({ progress: 'processing' })),
    });
    const { panel } = await openPayments('/player/dashboard?tab=payments&order=order-1', {
      userOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    const banner = await within(panel).findByTestId('payment-return');
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(banner).toHaveTextContent(
      'Still confirming your payment. You can leave this page: we will notify you when it is done.',
    );
    const asked = callsTo(fetchMock, ORDER).length;
    expect(asked).toBeGreaterThan(50);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(callsTo(fetchMock, ORDER)).toHaveLength(asked);
  });

  it('back from the gateway without paying: says nothing was charged, and can be dismissed', async () => {
    signedIn({
      [LIST]: () => jsonResponse(200, [buildOrder()]),
      [ORDER]: () => jsonResponse(200, buildOrder()),
    });
    const { panel, user, router } = await openPayments(
      '/player/dashboard?tab=payments&order=order-1&cancelled=1',
    );
    const banner = await within(panel).findByTestId('payment-return');
    await waitFor(() =>
      expect(banner).toHaveTextContent(
        'You left the payment page. Nothing was charged. Resume or cancel the payment below.',
      ),
    );
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(within(panel).queryByTestId('payment-return')).toBeNull();
    expect(router.state.location.search).toBe('?tab=payments');
  });

  it('in Bahasa Malaysia: the tab, the statuses, and the Malay description where there is one', async () => {
    signedIn({
      [LIST]: () => jsonResponse(200, [buildOrder(), COURSE_REFUNDED, REFUND_FAILED]),
      'PUT /api/players/me/language': () => jsonResponse(200, {}),
    });
    registerMessages(ms, 'ms');
    setMessageLocale('ms');
    const router = createMemoryRouter(PLAYER_ROUTES, {
      initialEntries: ['/player/dashboard?tab=payments'],
    });
    render(
      <I18nProvider locale="ms">
        <QueryClientProvider
          client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        >
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(await screen.findByRole('tab', { name: 'Bayaran' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = screen.getByRole('tabpanel', { name: 'Bayaran' });
    const [open, course, failed] = await within(panel).findAllByTestId('payment-order');
    expect(within(open!).getByText('Keahlian: Tahunan dewasa')).toHaveAttribute('lang', 'ms');
    expect(within(open!).getByText('Menunggu bayaran')).toBeInTheDocument();
    expect(within(open!).getByRole('link', { name: 'Sambung bayaran' })).toBeInTheDocument();
    // No Malay from the server: the English, marked so.
    expect(within(course!).getByText('Course: Beginners, Saturday')).toHaveAttribute('lang', 'en');
    expect(within(course!).getByText(ms.common.englishOnly)).toBeInTheDocument();
    expect(within(course!).getByText('Dipulangkan sebahagian')).toBeInTheDocument();
    expect(course).toHaveTextContent('Dipulangkan RM 160.00');
    expect(
      within(course!).getByRole('link', { name: 'Muat turun resit MPA-2026-000040 (PDF)' }),
    ).toBeInTheDocument();
    expect(failed).toHaveTextContent(
      /Bayaran balik ini tidak berjaya \(.+\): tiada wang dipulangkan/,
    );
  });
});
