import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setMessageLocale } from '@/lib/format-message';
import { I18nProvider, registerMessages } from '@/lib/i18n';
import { ms } from '@/messages/ms/index';
import { TEST_ADMIN } from '@/testing/admin-fixtures';
import { callsTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';
import type { FinanceSummary } from '@app/shared/payments/finance';

import { FinanceSection } from './finance-section';

afterEach(() => {
  vi.unstubAllGlobals();
  setMessageLocale('en');
});

// Issue 39: Finance filters its payments, daily totals and credit notes by what the money was
// for, keeps that choice in the URL, and splits the totals by purpose.

const TREASURER = () => jsonResponse(200, { ...TEST_ADMIN, roles: ['treasurer'] });
const totals = (receiptsSen: number, refundsSen: number) => ({
  receiptCount: 1,
  receiptsSen,
  refundsSen,
  voidsSen: 0,
  revenueSen: receiptsSen - refundsSen,
});
const SUMMARY: FinanceSummary = {
  from: '2026-11-01',
  to: '2026-11-30',
  days: [{ date: '2026-11-20', method: 'online', ...totals(24000, 2000) }],
  byMethod: [{ method: 'online', ...totals(24000, 2000) }],
  byPurpose: [
    { purpose: 'membership', ...totals(8000, 0) },
    { purpose: 'course', ...totals(12000, 2000) },
    { purpose: 'entry', ...totals(4000, 0) },
  ],
  totals: totals(24000, 2000),
};

describe('Finance by purpose', () => {
  it('filters the payments by purpose through the URL, and the CSV follows', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': TREASURER,
      'GET /api/admin/finance/payments': () => jsonResponse(200, { payments: [], total: 0 }),
    });
    const { user } = renderAdminApp('/admin/dashboard?section=finance&purpose=course');
    await screen.findByText('No payments match these filters.');
    const sent = () =>
      callsTo(fetchMock, 'GET /api/admin/finance/payments').map((c) =>
        c.url.searchParams.get('purpose'),
      );
    expect(sent()).toEqual(['course']);
    expect(screen.getByLabelText('Purpose')).toHaveValue('course');
    expect(screen.getByLabelText('Search')).toHaveAttribute(
      'placeholder',
      'Receipt, reference, name or member ID',
    );

    await user.selectOptions(screen.getByLabelText('Purpose'), 'Tournament entry');
    await vi.waitFor(() => expect(sent().at(-1)).toBe('entry'));
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/finance/payments.csv?purpose=entry',
    );
    await user.selectOptions(screen.getByLabelText('Purpose'), 'All purposes');
    await vi.waitFor(() => expect(sent().at(-1)).toBeNull());
  });

  it('splits the daily totals by purpose, and asks for one purpose when chosen', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': TREASURER,
      'GET /api/admin/finance/summary': () => jsonResponse(200, SUMMARY),
      'GET /api/admin/finance/credit-notes': () => jsonResponse(200, { creditNotes: [], total: 0 }),
    });
    const { user } = renderAdminApp('/admin/dashboard?section=finance&view=totals');
    const byPurpose = await screen.findByRole('table', { name: 'Totals by purpose' });
    const course = within(byPurpose).getByRole('row', { name: /Course/ });
    expect(
      within(course)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['RM 120.00', 'RM 20.00', 'RM 0.00', 'RM 100.00']);
    expect(within(byPurpose).getByRole('row', { name: /Tournament entry/ })).toHaveTextContent(
      'RM 40.00',
    );

    await user.selectOptions(screen.getByLabelText('Purpose'), 'Membership');
    await vi.waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET /api/admin/finance/summary')
          .at(-1)!
          .url.searchParams.get('purpose'),
      ).toBe('membership'),
    );
    // The purpose stays chosen in the credit notes (one URL filter for both views).
    await user.click(screen.getByRole('button', { name: 'Credit notes' }));
    await vi.waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET /api/admin/finance/credit-notes')
          .at(-1)!
          .url.searchParams.get('purpose'),
      ).toBe('membership'),
    );
  });

  it('is in Bahasa Malaysia on a Malay page', async () => {
    registerMessages(ms, 'ms');
    setMessageLocale('ms');
    mockFetch({
      'GET /api/admin/me': TREASURER,
      'GET /api/admin/finance/summary': () => jsonResponse(200, SUMMARY),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([{ path: '*', element: <FinanceSection /> }], {
      initialEntries: ['/admin/dashboard?section=finance&view=totals'],
    });
    render(
      <I18nProvider locale="ms">
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>,
    );
    const byPurpose = await screen.findByRole('table', { name: 'Jumlah mengikut tujuan' });
    expect(within(byPurpose).getByRole('row', { name: /Kursus/ })).toHaveTextContent('RM 100.00');
    expect(within(byPurpose).getByRole('row', { name: /Penyertaan kejohanan/ })).toBeVisible();
    expect(screen.getByLabelText('Tujuan')).toHaveDisplayValue('Semua tujuan');
  });
});
