import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { routes } from '@/app/router';
import { loadRouteModules } from '@/app/server-rendering';
import { OrgChart } from '@/features/organisation';
import { I18nProvider, registerMessages } from '@/lib/i18n';
import { getBrowserQueryClient } from '@/lib/query-client';
import { ms } from '@/messages/ms/index';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/test-utils';

// Pages share the browser's one query cache: each test starts from an empty one.
beforeEach(() => getBrowserQueryClient().clear());
afterEach(() => vi.unstubAllGlobals());

const bearer = (group: string, role: string, name: string, order: number, roleMs = '') => ({
  _id: `${group}-${order}-${name}`,
  group,
  role,
  roleMs,
  name,
  order,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const CHART = [
  bearer('executive', 'President', 'Ahmad Zulkifli Hassan', 1, 'Presiden'),
  bearer('executive', 'Secretary', 'Tan Mei Fong', 2, 'Setiausaha'),
  bearer('heads', 'Head of Tournaments', 'Rajesh a/l Subramaniam', 1),
  bearer('advisors', 'Advisor', 'Dato’ Kamal Ariffin', 1, 'Penasihat'),
];

async function renderAt(url: string) {
  await loadRouteModules(routes, new URL(url, 'http://localhost').pathname);
  return renderRoutes(routes, url);
}

describe('organisation chart page', () => {
  it('shows each group the editors filled, the first of the executive on top, with initials', async () => {
    mockFetch({ 'GET /api/office-bearers': () => jsonResponse(200, CHART) });
    await renderAt('/organization');
    const executive = await screen.findByRole('region', { name: 'Executive Committee' });
    expect(within(executive).getByText('Ahmad Zulkifli Hassan')).toBeInTheDocument();
    expect(within(executive).getByText('AZ')).toBeInTheDocument();
    expect(within(executive).getByRole('listitem')).toHaveTextContent('Secretary');
    expect(screen.getByRole('region', { name: 'Heads of Bureau' })).toHaveTextContent(
      'Rajesh a/l Subramaniam',
    );
    expect(screen.getByRole('region', { name: 'Advisors' })).toHaveTextContent(
      'Dato’ Kamal Ariffin',
    );
    // A group with nobody in it is not shown at all.
    expect(screen.queryByRole('region', { name: 'Sub-Committee Members' })).toBeNull();
  });

  it('shows roles in Bahasa Malaysia on the Malay page, the English where none was given', async () => {
    mockFetch({ 'GET /api/office-bearers': () => jsonResponse(200, CHART) });
    registerMessages(ms, 'ms');
    render(
      <I18nProvider locale="ms">
        <QueryClientProvider client={new QueryClient()}>
          <OrgChart />
        </QueryClientProvider>
      </I18nProvider>,
    );
    const executive = await screen.findByRole('region', { name: 'Jawatankuasa Eksekutif' });
    expect(within(executive).getByText('Presiden')).not.toHaveAttribute('lang');
    // No Malay written: the English, marked so a screen reader says it in English.
    expect(screen.getByText('Head of Tournaments')).toHaveAttribute('lang', 'en');
  });

  it('says the committee will be announced while the chart is empty', async () => {
    mockFetch({ 'GET /api/office-bearers': () => jsonResponse(200, []) });
    await renderAt('/organization');
    expect(
      await screen.findByText('The committee for this term will be announced here.'),
    ).toBeInTheDocument();
  });

  it('says so when the chart cannot be loaded', async () => {
    mockFetch({ 'GET /api/office-bearers': () => jsonResponse(503, { error: 'Down' }) });
    await renderAt('/organization');
    // A server error is retried twice (with back-off) before the page gives up.
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'The organisation chart could not be loaded',
    );
  });
});

describe('affiliate page', () => {
  it('shows the association logo, then each affiliate with its own logo, state and website', async () => {
    mockFetch({
      'GET /api/affiliates': () =>
        jsonResponse(200, [
          {
            _id: 'a1',
            name: 'Johor Pickleball Association',
            state: 'Johor',
            website: 'https://johor.example.org',
            logo: '/uploads/affiliates/a1.webp',
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
          {
            _id: 'a2',
            name: 'Kelab Pickleball Alor Setar',
            state: 'Kedah',
            website: '',
            logo: '/uploads/affiliates/a2.webp',
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        ]),
    });
    await renderAt('/affiliate');
    const list = await screen.findByRole('region', { name: 'Our affiliates' });
    expect(
      within(list).getByRole('img', { name: 'Logo of Johor Pickleball Association' }),
    ).toHaveAttribute('src', '/uploads/affiliates/a1-640.webp');
    expect(
      within(list).getByRole('link', { name: 'Website of Johor Pickleball Association' }),
    ).toHaveAttribute('href', 'https://johor.example.org');
    expect(within(list).getByText('Kelab Pickleball Alor Setar')).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: /Alor Setar/ })).toBeNull();
    expect(screen.getByRole('main').querySelector('img[src="/logo.svg"]')).not.toBeNull();
  });
});
