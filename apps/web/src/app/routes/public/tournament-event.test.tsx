import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildTournament } from '@/testing/factories/tournaments';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/test-utils';

import { TournamentEventRoute } from './tournament-event';

const ROUTES = [{ path: '/tournament/:tournamentId', element: <TournamentEventRoute /> }];

describe('a tournament’s own page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows name, dates, description, venue with a map link, organiser, and SportsEvent data', async () => {
    const tournament = buildTournament({
      _id: 'T-1',
      name: 'Sabah Borneo Open </script>',
      type: 'national',
      startDate: '2027-05-01',
      endDate: '2027-05-04',
      venue: 'Likas Sports Complex',
      city: 'Kota Kinabalu',
      state: 'Sabah',
      organizer: 'Sabah Pickleball Association',
      description: 'Four days of singles and doubles.',
    });
    mockFetch({ 'GET /api/tournaments/T-1': () => jsonResponse(200, tournament) });
    renderRoutes(ROUTES, '/tournament/T-1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sabah Borneo Open </script>' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('1 May 2027 – 4 May 2027')).not.toHaveLength(0);
    expect(screen.getByText('4 days')).toBeInTheDocument();
    expect(screen.getByText('Four days of singles and doubles.')).toBeInTheDocument();
    expect(screen.getByText('Likas Sports Complex, Kota Kinabalu, Sabah')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Likas%20Sports%20Complex%2C%20Kota%20Kinabalu%2C%20Sabah%2C%20Malaysia',
    );
    expect(screen.getByText('Sabah Pickleball Association')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tournament calendar' })).toHaveAttribute(
      'href',
      '/tournament',
    );

    const script = document.querySelector('script[type="application/ld+json"]')!;
    // `<` is escaped, so the name cannot close the element.
    expect(script.innerHTML).not.toContain('</script>');
    const data = JSON.parse(script.innerHTML) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: 'Sabah Borneo Open </script>',
      startDate: '2027-05-01',
      endDate: '2027-05-04',
      description: 'Four days of singles and doubles.',
      location: {
        '@type': 'Place',
        name: 'Likas Sports Complex',
        address: { addressLocality: 'Kota Kinabalu', addressRegion: 'Sabah', addressCountry: 'MY' },
      },
      organizer: { '@type': 'Organization', name: 'Sabah Pickleball Association' },
    });
  });

  it('is the not-found page for an unknown id', async () => {
    mockFetch({
      'GET /api/tournaments/NOPE': () =>
        jsonResponse(404, { error: 'Tournament not found', code: 'NOT_FOUND' }),
    });
    renderRoutes(ROUTES, '/tournament/NOPE');
    const main = await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(main).toBeInTheDocument();
    expect(document.querySelector('[data-not-found]')).not.toBeNull();
    expect(within(document.body).queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });
});
