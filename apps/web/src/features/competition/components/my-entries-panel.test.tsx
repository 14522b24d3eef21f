import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { setMessageLocale } from '@/lib/format-message';
import { I18nProvider, registerMessages } from '@/lib/i18n';
import { ms } from '@/messages/ms/index';
import { paidOrder } from '@/testing/factories/payments';
import { callsTo, jsonResponse, mockFetch, type FetchHandler } from '@/testing/mock-fetch';
import { renderWithRouter } from '@/testing/test-utils';
import type { MyEntry } from '@app/shared/competition/entries';

import { MyEntriesPanel } from './my-entries-panel';

const entry = (over: Partial<MyEntry>): MyEntry => ({
  id: 'e-1',
  divisionId: 'd-1',
  status: 'confirmed',
  payMode: 'one',
  partnerDeadline: null,
  holdExpiresAt: null,
  offerExpiresAt: null,
  waitlistPosition: null,
  feeSen: 12000,
  paidSen: 0,
  partnerPaidSen: 0,
  club: null,
  createdAt: '2027-03-01T10:00:00Z',
  role: 'entrant',
  tournament: { id: 'T-1', name: 'Selangor Open', startDate: '2027-05-01', endDate: '2027-05-02' },
  discipline: 'mixed_doubles',
  ageGroup: 'open',
  partner: { memberId: 'MPA000777', fullName: 'Nurul Huda' },
  owedSen: 0,
  orderId: null,
  placement: null,
  ...over,
});

const ENTRIES = {
  items: [
    entry({
      id: 'e-pay',
      status: 'awaiting_payment',
      owedSen: 12000,
      holdExpiresAt: '2027-03-01T11:00:00Z',
    }),
    entry({
      id: 'e-wait',
      status: 'waitlisted',
      waitlistPosition: 3,
      divisionId: 'd-2',
      discipline: 'mens_doubles',
    }),
    entry({
      id: 'e-old',
      status: 'confirmed',
      tournament: {
        id: 'T-0',
        name: 'Penang Classic',
        startDate: '2026-06-01',
        endDate: '2026-06-01',
      },
    }),
  ],
  results: [
    {
      divisionId: 'd-0',
      tournamentName: 'Penang Classic',
      discipline: 'mixed_doubles' as const,
      ageGroup: 'open' as const,
      placement: 2,
      playedOn: '2026-06-01',
    },
  ],
};

const REQUEST = {
  id: 'e-req',
  divisionId: 'd-3',
  tournamentName: 'Johor Cup',
  discipline: 'womens_doubles' as const,
  ageGroup: '35plus' as const,
  entrant: { memberId: 'MPA000555', fullName: 'Siti Aminah' },
  partnerDeadline: '2027-03-04T10:00:00Z',
};

function serve(extra: Record<string, FetchHandler> = {}) {
  return mockFetch({
    'GET /api/players/me/entries': () => jsonResponse(200, ENTRIES),
    'GET /api/players/me/entries/requests': () => jsonResponse(200, [REQUEST]),
    'GET /api/tournaments/T-1/competition': () =>
      jsonResponse(200, {
        takesEntries: true,
        open: true,
        opensAt: null,
        closesAt: null,
        tier: null,
        maxEntriesPerPlayer: 2,
        partnerWindowHours: 72,
        refundRule: { rule: 'until', until: '2027-04-20', percent: null },
        divisions: [],
      }),
    ...extra,
  });
}

const rowOf = async (status: string) => (await screen.findByText(status)).closest('li')!;

describe('my entries in the portal', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-01T10:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setMessageLocale('en');
  });

  it('groups entries with their status, lists results, and confirms a partner request', async () => {
    const fetchMock = serve({
      'POST /api/entries/e-req/confirm': () => jsonResponse(200, { ...entry({ id: 'e-req' }) }),
    });
    renderWithRouter(<MyEntriesPanel />);
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    expect(within(upcoming).getByText('Awaiting payment')).toBeVisible();
    expect(within(upcoming).getByText('Number 3 on the waitlist')).toBeVisible();
    const past = screen.getByRole('region', { name: 'Past' });
    expect(within(past).getByText('Penang Classic')).toBeVisible();
    expect(screen.getByText(/Runner-up · Mixed doubles · Open/)).toBeVisible();

    const user = userEvent.setup();
    expect(
      screen.getByText(
        "Siti Aminah (MPA000555) named you as partner in Johor Cup: Women's doubles · 35+.",
      ),
    ).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: /Confirm the entry with Siti Aminah in Johor Cup/ }),
    );
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/entries/e-req/confirm')).toHaveLength(1),
    );
    expect(await screen.findByText('You confirmed the entry.')).toHaveAttribute('role', 'status');
  });

  it('pays an entry by leaving for the checkout page, once', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = serve({
      'POST /api/entries/e-pay/pay': () =>
        jsonResponse(200, {
          orderId: 'o-1',
          checkoutUrl: 'https://checkout.example/pay/cs_entry',
          amountSen: 12000,
          holdExpiresAt: '2027-03-01T11:00:00Z',
        }),
    });
    renderWithRouter(<MyEntriesPanel />);
    const row = await rowOf('Awaiting payment');
    expect(row).toHaveTextContent('Your place is held until 1 Mar 2027, 7:00 pm.');
    const user = userEvent.setup();
    await user.dblClick(within(row).getByRole('button', { name: 'Pay RM 120.00' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.example/pay/cs_entry'),
    );
    expect(callsTo(fetchMock, 'POST /api/entries/e-pay/pay')).toHaveLength(1);
  });

  it('asks before withdrawing, stating the refund rule, then says what is refunded', async () => {
    const fetchMock = serve({
      'POST /api/entries/e-wait/withdraw': () =>
        jsonResponse(200, {
          entry: { ...entry({ id: 'e-wait', status: 'withdrawn' }) },
          refundedSen: 0,
          paidSen: 0,
        }),
    });
    renderWithRouter(<MyEntriesPanel />);
    const row = await rowOf('Waitlisted');
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', {
      name: "Withdraw from Men's doubles · Open?",
    });
    expect(
      await within(dialog).findByText(
        'Refund rule: Refunded in full if you withdraw by 20 April 2027; no refund after that.',
      ),
    ).toBeVisible();
    expect(dialog).toHaveTextContent('Your partner leaves with you.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my entry' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/entries/e-wait/withdraw')).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Withdraw' }));
    const again = screen.getByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('You have withdrawn.')).toHaveAttribute('role', 'status');
    expect(callsTo(fetchMock, 'POST /api/entries/e-wait/withdraw')).toHaveLength(1);
  });

  it('says when the fee was paid, with the receipt and any refund, in English and Malay', async () => {
    const paidEntry = entry({ id: 'e-paid', paidSen: 12000, orderId: 'o-paid' });
    const halfPaid = entry({
      id: 'e-half',
      divisionId: 'd-2',
      discipline: 'mens_doubles',
      status: 'awaiting_payment',
      payMode: 'halves',
      paidSen: 6000,
      holdExpiresAt: '2027-03-01T11:00:00Z',
    });
    const fetchMock = serve({
      'GET /api/players/me/entries': () =>
        jsonResponse(200, { items: [paidEntry, halfPaid], results: [] }),
      'GET /api/players/me/payments': () =>
        jsonResponse(200, [
          paidOrder({
            id: 'o-paid',
            purpose: 'entry',
            description: 'Selangor Open: Mixed doubles · Open',
            descriptionMs: 'Selangor Open: Beregu campuran · Terbuka',
            amountSen: 12000,
            receiptNumber: 'MPA-2027-000009',
            refundedSen: 3000,
            creditNotes: [
              {
                number: 'CN-2027-000002',
                kind: 'refund',
                amountSen: 3000,
                reason: 'Division merged',
                createdAt: '2027-03-01T03:00:00.000Z',
                failedAt: null,
              },
            ],
          }),
        ]),
    });
    const { unmount } = renderWithRouter(<MyEntriesPanel />);
    const row = await rowOf('Confirmed');
    expect(row).toHaveTextContent('Entry fee paid: RM 120.00.');
    expect(
      await within(row).findByRole('link', { name: 'Download receipt MPA-2027-000009 (PDF)' }),
    ).toHaveAttribute('href', '/api/players/me/membership/receipts/MPA-2027-000009');
    expect(row).toHaveTextContent('Refunded RM 30.00');
    expect(
      within(row).getByRole('link', { name: 'Download credit note CN-2027-000002 (PDF)' }),
    ).toBeVisible();
    const half = await rowOf('Awaiting payment');
    expect(half).toHaveTextContent('You paid your share: RM 60.00.');
    expect(within(half).queryByRole('link')).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/players/me/payments')).toHaveLength(1);
    unmount();

    registerMessages(ms, 'ms');
    setMessageLocale('ms');
    render(
      <I18nProvider locale="ms">
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <MyEntriesPanel />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nProvider>,
    );
    const malay = await rowOf(ms.competition.myEntries.status.confirmed);
    expect(malay).toHaveTextContent('Yuran penyertaan telah dibayar: RM 120.00.');
    expect(
      await within(malay).findByRole('link', { name: 'Muat turun resit MPA-2027-000009 (PDF)' }),
    ).toBeVisible();
    expect(malay).toHaveTextContent('Dipulangkan RM 30.00');
    expect(malay).toHaveTextContent('Nota kredit CN-2027-000002 · RM 30.00 dikeluarkan 1 Mac 2027');
    expect(await rowOf(ms.competition.myEntries.status.awaiting_payment)).toHaveTextContent(
      'Anda telah membayar bahagian anda: RM 60.00.',
    );
  });

  it('never shows an entry with a result as upcoming: its division was played (issue 39)', async () => {
    // The tournament runs 1–2 May; today is its first day and two divisions are over already.
    vi.setSystemTime(new Date('2027-05-01T09:00:00Z'));
    const running = {
      id: 'T-1',
      name: 'Selangor Open',
      startDate: '2027-05-01',
      endDate: '2027-05-02',
    };
    serve({
      'GET /api/players/me/entries': () =>
        jsonResponse(200, {
          items: [
            entry({ id: 'e-won', placement: 1, resultsPublished: true, tournament: running }),
            entry({
              id: 'e-out',
              divisionId: 'd-2',
              discipline: 'mens_doubles',
              resultsPublished: true,
              tournament: running,
            }),
            entry({
              id: 'e-today',
              divisionId: 'd-3',
              discipline: 'womens_doubles',
              tournament: running,
            }),
          ],
          results: [
            {
              divisionId: 'd-1',
              tournamentName: 'Selangor Open',
              discipline: 'mixed_doubles' as const,
              ageGroup: 'open' as const,
              placement: 1,
              playedOn: '2027-05-02',
            },
          ],
        }),
      'GET /api/players/me/entries/requests': () => jsonResponse(200, []),
    });
    renderWithRouter(<MyEntriesPanel />);
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    // Only the division still to play is upcoming.
    expect(within(upcoming).getAllByRole('listitem')).toHaveLength(1);
    expect(within(upcoming).getByText(/Women's doubles/)).toBeVisible();
    const past = screen.getByRole('region', { name: 'Past' });
    expect(within(past).getAllByRole('listitem')).toHaveLength(2);
    expect(within(past).getByText(/Mixed doubles/)).toBeVisible();
    expect(within(past).getByText(/Men's doubles/)).toBeVisible();
    // A played division's entry cannot be withdrawn; the one still to play can.
    expect(within(past).queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(within(upcoming).getByRole('button', { name: 'Withdraw' })).toBeVisible();
    expect(screen.getByText(/Winner · Mixed doubles · Open/)).toBeVisible();
  });

  it('invites a player without entries to find a tournament', async () => {
    serve({
      'GET /api/players/me/entries': () => jsonResponse(200, { items: [], results: [] }),
      'GET /api/players/me/entries/requests': () => jsonResponse(200, []),
    });
    renderWithRouter(<MyEntriesPanel />);
    expect(await screen.findByText('You have not entered a tournament yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find a tournament' })).toHaveAttribute(
      'href',
      '/tournament',
    );
  });
});
