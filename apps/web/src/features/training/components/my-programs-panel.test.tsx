import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { setMessageLocale } from '@/lib/format-message';
import { I18nProvider, registerMessages } from '@/lib/i18n';
import { ms } from '@/messages/ms/index';
import { paidOrder } from '@/testing/factories/payments';
import { buildProgram } from '@/testing/factories/programs';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import type { Locale } from '@app/shared/locale';

import { MyProgramsPanel } from './my-programs-panel';

const COURSE = buildProgram({
  _id: 'c1',
  title: 'Serve course',
  titleMs: 'Kursus servis',
  descriptionMs: 'Belajar asas.',
});

/** My place in the course, paid online on 1 March. */
const PLACE = {
  program: { ...COURSE, kind: 'course' },
  status: 'enrolled',
  position: null,
  offerExpiresAt: null,
  partnerName: null,
  partnerMemberId: null,
  partnerDeadline: null,
  cancelUntil: null,
  since: '2026-03-01T01:00:00Z',
  paidAt: '2026-03-01T01:05:00Z',
  orderId: 'order-c1',
  holdExpiresAt: null,
};

/** The course's order: paid, its receipt, half given back (credit note on 2 March). */
const ORDER = paidOrder({
  id: 'order-c1',
  purpose: 'course',
  description: 'Course: Serve course (10 Mar 2026)',
  descriptionMs: 'Kursus: Kursus servis (10 Mac 2026)',
  amountSen: 75000,
  receiptNumber: 'MPA-2026-000077',
  refundedSen: 37500,
  creditNotes: [
    {
      number: 'CN-2026-000011',
      kind: 'refund',
      amountSen: 37500,
      reason: 'Withdrawal from the course or clinic',
      createdAt: '2026-03-02T02:00:00.000Z',
      failedAt: null,
    },
  ],
});

function renderIn(locale: Locale) {
  setMessageLocale(locale);
  render(
    <I18nProvider locale={locale}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <MyProgramsPanel />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('My Training: a course paid online', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-03T02:00:00Z'));
    mockFetch({
      'GET /api/players/me/programs': () => jsonResponse(200, [PLACE]),
      'GET /api/players/me/payments': () => jsonResponse(200, [ORDER]),
      'GET /api/players/me/calendar-feed': () => jsonResponse(200, { url: null }),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setMessageLocale('en');
  });

  it('shows the receipt and the refund with its credit note on the course', async () => {
    renderIn('en');
    const card = (await screen.findByRole('heading', { name: 'Serve course' })).closest('li')!;
    expect(
      await within(card).findByRole('link', { name: 'Download receipt MPA-2026-000077 (PDF)' }),
    ).toHaveAttribute('href', '/api/players/me/membership/receipts/MPA-2026-000077');
    expect(card).toHaveTextContent('Refunded RM 375.00');
    expect(
      within(card).getByRole('link', { name: 'Download credit note CN-2026-000011 (PDF)' }),
    ).toHaveAttribute('href', '/api/players/me/membership/credit-notes/CN-2026-000011');
    expect(card).toHaveTextContent('issued 2 Mar 2026');
  });

  it('says the same in Bahasa Malaysia', async () => {
    registerMessages(ms, 'ms');
    renderIn('ms');
    const card = (await screen.findByRole('heading', { name: 'Kursus servis' })).closest('li')!;
    expect(
      await within(card).findByRole('link', { name: 'Muat turun resit MPA-2026-000077 (PDF)' }),
    ).toBeInTheDocument();
    expect(card).toHaveTextContent('Dipulangkan RM 375.00');
    expect(card).toHaveTextContent('Nota kredit CN-2026-000011 · RM 375.00 dikeluarkan 2 Mac 2026');
  });
});
