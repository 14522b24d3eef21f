import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderRoutes } from '@/testing/test-utils';

import { routes } from './router';
import { loadRouteModules } from './server-rendering';

beforeEach(() => {
  // Admin routes ask the server who is signed in: answer "nobody".
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ error: 'Not signed in', code: 'UNAUTHENTICATED' }, { status: 401 }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderAt(url: string) {
  // The page's code loads first (as before a server render or hydration): module transforms
  // in the test runner take longer than a query's default wait.
  await loadRouteModules(routes, new URL(url, 'http://localhost').pathname);
  return renderRoutes(routes, url);
}

describe('layout rules (spec §2)', () => {
  it.each(['/', '/about', '/tournament', '/news/NEWS123', '/privacy-policy', '/coaches'])(
    'shows header and footer on %s',
    async (url) => {
      await renderAt(url);
      expect(await screen.findByRole('banner')).toBeInTheDocument();
      // The site footer (legal documents also have an <article> footer of their own).
      expect(screen.getAllByRole('contentinfo').length).toBeGreaterThan(0);
      expect(screen.getByRole('button', { name: 'Cookie Policy' })).toBeInTheDocument();
      expect(screen.getByRole('main')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
        'href',
        '#main-content',
      );
    },
  );

  it.each([
    ['/player/login', 'Player Login'],
    ['/player/dashboard', 'Player Login'],
    ['/picklezone/login', 'PickleZone Login'],
    ['/picklezone', 'PickleZone Login'],
  ])('hides header and footer on %s', async (url, heading) => {
    await renderAt(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it.each(['/admin', '/admin/dashboard'])('hides header and footer on %s', async (url) => {
    await renderAt(url);
    // The admin routes check the session with the server (answered 401 here), then settle.
    await waitFor(() => expect(screen.getByRole('main')).toBeInTheDocument(), { timeout: 5000 });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByText('Beta 2.0')).not.toBeInTheDocument();
  });
});

describe('not found', () => {
  it('renders the not-found page inside the public layout for an unknown route', async () => {
    await renderAt('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Malaysia Pickleball Association');
  });

  it('renders the not-found page without header for an unknown /admin route', async () => {
    await renderAt('/admin/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('treats unknown /player paths as not found', async () => {
    await renderAt('/player/unknown');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });
});

describe('document title and description', () => {
  it.each([
    ['/', 'Malaysia Pickleball Association – Official Website'],
    ['/about', 'About Us | Malaysia Pickleball Association'],
    ['/organization', 'Organisation Chart | Malaysia Pickleball Association'],
    ['/tournament-guidelines', 'Tournament Guidelines | Malaysia Pickleball Association'],
    ['/venue-guidelines', 'Venue Guidelines | Malaysia Pickleball Association'],
    ['/contact', 'Contact us | Malaysia Pickleball Association'],
    ['/clubs', 'Clubs | Malaysia Pickleball Association'],
    ['/terms-and-conditions', 'Terms and Conditions | Malaysia Pickleball Association'],
    ['/affiliate', 'Affiliate | Malaysia Pickleball Association'],
    ['/training', 'Training | Malaysia Pickleball Association'],
  ])('%s sets its title', async (url, title) => {
    await renderAt(url);
    await waitFor(() => expect(document.title).toBe(title));
    const description = document.head.querySelector('meta[name="description"]');
    expect(description?.getAttribute('content')).toBeTruthy();
  });

  it('sets a page-specific meta description', async () => {
    await renderAt('/privacy-policy');
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        'How the Malaysia Pickleball Association collects, uses, shares and protects your personal data.',
      ),
    );
  });
});

describe('pages', () => {
  it('tournament guidelines state the fee cap, rally scoring and technical warnings', async () => {
    await renderAt('/tournament-guidelines');
    await screen.findByRole('heading', { level: 1, name: 'Tournament Guidelines' });
    expect(
      screen.getByText(/advised registration fee cap is RM 200 per person/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/written approval from the association before registration opens/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Rally-scoring matches are played to 21 points/)).toBeInTheDocument();
    expect(screen.getByText(/Second offence: one point is deducted/)).toBeInTheDocument();
  });

  it('venue guidelines state the net, post and course figures', async () => {
    await renderAt('/venue-guidelines');
    await screen.findByRole('heading', { level: 1, name: 'Venue Guidelines' });
    expect(
      screen.getByText(/34 in high at the centre and 36 in high at the sidelines/),
    ).toBeInTheDocument();
    expect(screen.getByText(/placed 22 ft apart/)).toBeInTheDocument();
    expect(screen.getByText(/no more than 3 in/)).toBeInTheDocument();
    expect(screen.getByText(/structured courses of 4 to 8 weeks/)).toBeInTheDocument();
    expect(screen.getByText(/at most 8 students/)).toBeInTheDocument();
    expect(screen.getByText(/2\.0 through 5\.0\+/)).toBeInTheDocument();
  });

  it('affiliate page shows the logo', async () => {
    await renderAt('/affiliate');
    await screen.findByRole('heading', { level: 1, name: 'Affiliate' });
    const main = screen.getByRole('main');
    expect(main.querySelector('img[src="/logo.svg"]')).toHaveAttribute(
      'alt',
      'Malaysia Pickleball Association logo',
    );
  });

  it('the coaches, venues, clubs and referees pages are finders, never "coming soon"', async () => {
    for (const [url, title] of [
      ['/coaches', 'Coaches'],
      ['/venue', 'Venues'],
      ['/clubs', 'Clubs'],
      ['/referee', 'Referees'],
    ] as const) {
      const view = await renderAt(url);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('search', { name: title })).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent(/coming soon/i);
      view.unmount();
    }
  });
});
