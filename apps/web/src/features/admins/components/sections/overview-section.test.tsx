import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setMessageLocale } from '@/lib/format-message';
import { I18nProvider, registerMessages } from '@/lib/i18n';
import { ms } from '@/messages/ms/index';
import { TEST_ADMIN } from '@/testing/admin-fixtures';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithRouter } from '@/testing/test-utils';
import type { AdminOverview } from '@app/shared/staff';

import { OverviewSection } from './overview-section';

afterEach(() => {
  vi.unstubAllGlobals();
  setMessageLocale('en');
});

const upcoming: AdminOverview['upcoming'] = [
  {
    id: 'c1',
    kind: 'clinic',
    name: 'Dinking clinic',
    nameMs: 'Klinik dink',
    startsOn: '2026-12-05',
    endsOn: '2026-12-05',
    venue: 'Bukit Jalil',
    state: 'Kuala Lumpur',
  },
  {
    id: 't1',
    kind: 'tournament',
    name: 'Perak Open',
    nameMs: '',
    startsOn: '2026-12-12',
    endsOn: '2026-12-13',
    venue: 'Stadium Indera Mulia',
    state: 'Perak',
  },
];

const FIGURES = {
  active: 1234,
  grace: 12,
  expiredThisMonth: 3,
  renewalsThisMonth: 45,
  membershipRevenueThisMonthSen: 180000,
  revenueThisMonthSen: 225000,
  pendingRenewals: 4,
};

describe('the admin overview', () => {
  it('shows a treasurer membership fees apart from all money, with a link to Finance by purpose, not to the officers’ section', async () => {
    mockFetch({
      'GET /api/admin/me': () => jsonResponse(200, { ...TEST_ADMIN, roles: ['treasurer'] }),
      'GET /api/admin/overview': () =>
        jsonResponse(200, {
          waiting: { enquiry: 0 },
          membership: FIGURES,
          upcoming: [],
        } satisfies AdminOverview),
    });
    renderWithRouter(<OverviewSection />);
    const membership = await screen.findByRole('region', { name: 'Membership this month' });
    // Under "Membership this month": membership fees only, never course or entry money.
    expect(
      within(membership).getByText('Membership fees this month').nextSibling,
    ).toHaveTextContent('RM 1,800.00');
    expect(within(membership).queryByText('Revenue this month')).not.toBeInTheDocument();
    expect(membership).toHaveTextContent(
      'All money in this month (memberships, courses, clinics and entries): RM 2,250.00',
    );
    expect(
      await within(membership).findByRole('link', { name: 'Revenue by purpose in Finance' }),
    ).toHaveAttribute('href', '/admin/dashboard?section=finance&view=totals');
    expect(within(membership).getAllByRole('link')).toHaveLength(1);
  });

  it('says the same in Malay', async () => {
    mockFetch({
      'GET /api/admin/me': () => jsonResponse(200, { ...TEST_ADMIN, roles: ['treasurer'] }),
      'GET /api/admin/overview': () =>
        jsonResponse(200, {
          waiting: { enquiry: 0 },
          membership: FIGURES,
          upcoming: [],
        } satisfies AdminOverview),
    });
    registerMessages(ms, 'ms');
    setMessageLocale('ms');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([{ path: '*', element: <OverviewSection /> }]);
    render(
      <I18nProvider locale="ms">
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>,
    );
    const membership = await screen.findByRole('region', { name: 'Keahlian bulan ini' });
    expect(within(membership).getByText('Yuran keahlian bulan ini').nextSibling).toHaveTextContent(
      'RM 1,800.00',
    );
    expect(membership).toHaveTextContent(
      'Semua wang masuk bulan ini (keahlian, kursus, klinik dan penyertaan): RM 2,250.00',
    );
  });

  it('links a membership officer to the Membership section', async () => {
    mockFetch({
      'GET /api/admin/me': () =>
        jsonResponse(200, { ...TEST_ADMIN, roles: ['membership_officer'] }),
      'GET /api/admin/overview': () =>
        jsonResponse(200, {
          waiting: { enquiry: 0, 'data-requests': 0 },
          membership: FIGURES,
          upcoming: [],
        } satisfies AdminOverview),
    });
    renderWithRouter(<OverviewSection />);
    const membership = await screen.findByRole('region', { name: 'Membership this month' });
    expect(
      await within(membership).findByRole('link', { name: 'Open Membership' }),
    ).toHaveAttribute('href', '/admin/dashboard?section=membership');
  });

  it('shows what waits (with links), this month’s membership and the next events', async () => {
    mockFetch({
      'GET /api/admin/overview': () =>
        jsonResponse(200, {
          waiting: { enquiry: 2, report: 0, 'data-requests': 1 },
          membership: {
            active: 1234,
            grace: 12,
            expiredThisMonth: 3,
            renewalsThisMonth: 45,
            membershipRevenueThisMonthSen: 225000,
            revenueThisMonthSen: 225000,
            pendingRenewals: 4,
          },
          upcoming,
        } satisfies AdminOverview),
    });
    renderWithRouter(<OverviewSection />);

    const waiting = await screen.findByRole('region', { name: 'Waiting for you' });
    expect(within(waiting).getByRole('link', { name: '2 new enquiries' })).toHaveAttribute(
      'href',
      '/admin/dashboard?section=enquiry',
    );
    expect(
      within(waiting).getByRole('link', { name: '1 data correction to decide' }),
    ).toHaveAttribute('href', '/admin/dashboard?section=data-requests');
    // Nothing waits in Report: not listed.
    expect(within(waiting).getAllByRole('link')).toHaveLength(2);

    const membership = screen.getByRole('region', { name: 'Membership this month' });
    expect(within(membership).getByText('Active members').nextSibling).toHaveTextContent('1,234');
    expect(
      within(membership).getByText('Membership fees this month').nextSibling,
    ).toHaveTextContent('RM 2,250.00');

    const events = screen.getByRole('region', { name: 'Upcoming events' });
    const items = within(events).getAllByRole('listitem');
    // The site's date format, never ISO.
    expect(items[0]).toHaveTextContent('5 Dec 2026');
    expect(items[0]).toHaveTextContent('Dinking clinic');
    expect(items[0]).toHaveTextContent('Clinic · Bukit Jalil · Kuala Lumpur');
    expect(items[1]).toHaveTextContent(/12\s?–\s?13 Dec 2026/);
    expect(events).not.toHaveTextContent('2026-12');
  });

  it('shows no membership figures when the server gives none (other roles), and says when nothing waits', async () => {
    mockFetch({
      'GET /api/admin/overview': () =>
        jsonResponse(200, { waiting: { enquiry: 0 }, membership: null, upcoming: [] }),
    });
    renderWithRouter(<OverviewSection />);
    expect(await screen.findByText('Nothing waits for you: all caught up.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Membership this month' })).not.toBeInTheDocument();
    expect(screen.getByText('No events in the next 90 days.')).toBeInTheDocument();
  });
});
