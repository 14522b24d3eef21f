import { describe, expect, it } from 'vitest';

import { buildNews } from '@/testing/factories/news';
import { buildTournament } from '@/testing/factories/tournaments';

import { renderPage, siteHead, type RenderedPage } from './entry-server';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const ARTICLE = buildNews({
  newsId: 'NEWS1',
  title: 'National team named',
  titleMs: 'Pasukan kebangsaan diumumkan',
  summary: 'The squad for the Asia Pacific Open.',
  summaryMs: 'Skuad untuk Terbuka Asia Pasifik.',
  content: 'Eight players were chosen.',
  contentMs: 'Lapan pemain telah dipilih.',
});

const TOURNAMENT = buildTournament({
  _id: 'T1',
  name: 'Penang Open 2026',
  startDate: '2026-08-10',
  endDate: '2026-08-12',
});

const VENUE = {
  _id: 'V1',
  kind: 'venue',
  name: 'Arena Pickleball Centre',
  state: 'Selangor',
  city: 'Shah Alam',
  address: '1 Jalan Arena',
  mapUrl: '',
  courtsIndoor: 4,
  courtsOutdoor: 2,
  phone: '',
  email: '',
  openingHours: 'Daily 8am–10pm',
  openingHoursMs: 'Setiap hari 8 pagi–10 malam',
  certificationLevel: '',
  certificationLevelMs: '',
  certificationExpiresOn: null,
  consent: true,
  verified: true,
  description: 'Six courts with lights.',
  descriptionMs: 'Enam gelanggang berlampu.',
  photos: [],
  updatedAt: '2026-11-01T00:00:00.000Z',
};

/** The API as an anonymous visitor sees it, with translated records. */
async function fetchApi(url: string): Promise<Response> {
  const { pathname } = new URL(url, 'http://localhost');
  if (pathname === '/api/calendar')
    return json({
      year: 2026,
      years: [2026],
      events: [],
      counts: { total: 0, types: {}, states: {}, months: Array<number>(12).fill(0) },
    });
  if (pathname === '/api/news') return json([ARTICLE]);
  if (pathname === '/api/tournaments/T1') return json(TOURNAMENT);
  if (pathname === '/api/tournaments/T1/competition')
    return json({
      takesEntries: false,
      open: false,
      opensAt: null,
      closesAt: null,
      tier: null,
      maxEntriesPerPlayer: 3,
      partnerWindowHours: 72,
      refundRule: { rule: 'none', until: null, percent: null },
      divisions: [],
    });
  if (pathname === '/api/privacy/contact') return json({ dpoEmail: null });
  if (pathname === '/api/directory') return json({ items: [VENUE], total: 1 });
  if (pathname === '/api/directory/V1') return json(VENUE);
  if (pathname === '/api/enquiries/ticket') return json({ ticket: 'ticket' });
  if (pathname === '/api/rankings')
    return json({ category: 'mixed_doubles:open', page: 1, pageSize: 25, total: 0, rows: [] });
  if (pathname === '/api/rankings/rules')
    return json({ current: null, upcoming: [], tieBreaks: { en: [], ms: [] } });
  if (pathname === '/api/players/MPA000001/profile')
    return json({
      memberId: 'MPA000001',
      name: 'Aisyah Rahman',
      state: 'Selangor',
      club: null,
      rankings: [],
      results: [],
    });
  if (pathname === '/api/featured-video') return json({ error: 'No featured video' }, 404);
  // A member ID without a public profile, and a tournament that does not exist.
  if (pathname === '/api/players/MPA000404/profile')
    return json({ error: 'Player not found', code: 'NOT_FOUND' }, 404);
  if (pathname === '/api/tournaments/T404/results')
    return json({ error: 'Tournament not found', code: 'NOT_FOUND' }, 404);
  return json([]);
}

/** Every page the server renders for anyone, with a record's page for each kind of record. */
const PUBLIC_PAGES = [
  '/',
  '/about',
  '/affiliate',
  '/organization',
  '/milestones',
  '/news',
  '/news/NEWS1',
  '/tournament',
  '/tournament/T1',
  '/registered-organizers',
  '/training',
  '/tournament-guidelines',
  '/venue-guidelines',
  '/terms-and-conditions',
  '/privacy-policy',
  '/venue',
  '/venue/V1',
  '/coaches',
  '/clubs',
  '/referee',
  '/contact',
  '/rankings',
  '/rankings/rules',
  '/player/login',
  '/picklezone/login',
];

async function headOf(path: string): Promise<NonNullable<RenderedPage['head']>> {
  const page = await renderPage(path, fetchApi);
  expect(page, `${path} is rendered`).not.toBeNull();
  expect(page!.isNotFound, `${path} is a page`).toBe(false);
  expect(page!.head, `${path} names its head`).not.toBeNull();
  return page!.head!;
}

describe('the head of each server-rendered page, in its language', () => {
  it.each(PUBLIC_PAGES)('%s: Malay title and description at /ms', async (path) => {
    const en = await headOf(path);
    const ms = await headOf(path === '/' ? '/ms' : `/ms${path}`);

    expect(ms.title).not.toBe(en.title);
    expect(ms.description).not.toBe(en.description);
    expect(ms.title).toMatch(/Persatuan Pickleball Malaysia/);
    expect(ms.title).not.toMatch(/Malaysia Pickleball Association/);
    expect(en.title).toMatch(/Malaysia Pickleball Association/);
    expect(ms.noindex).toBe(false);
  });

  it('takes a translated record’s Malay title and summary', async () => {
    expect(await headOf('/ms/news/NEWS1')).toEqual({
      title: 'Pasukan kebangsaan diumumkan | Persatuan Pickleball Malaysia',
      description: 'Skuad untuk Terbuka Asia Pasifik.',
      noindex: false,
    });
    expect((await headOf('/ms/tournament/T1')).description).toMatch(/^10 Ogos 2026 – 12 Ogos 2026/);
  });

  it('gives the site’s own title and description for pages it does not render', async () => {
    expect(await siteHead('ms')).toEqual({
      title: 'Persatuan Pickleball Malaysia – Laman Web Rasmi',
      description: expect.stringMatching(/^Laman web rasmi Persatuan Pickleball Malaysia/),
      noindex: false,
    });
    expect((await siteHead('en')).title).toBe('Malaysia Pickleball Association – Official Website');
  });
});

// Issue 39: the server answers such a page with status 404 (not the plain shell with 200).
describe('a profile or results page that does not exist publicly', () => {
  it.each([
    ['/players/MPA000404', 'This profile is not public.'],
    ['/ms/players/MPA000404', 'Profil ini bukan awam.'],
    ['/tournament/T404/results', 'Page not found'],
  ])('%s renders the not-found page', async (path, heading) => {
    const page = await renderPage(path, fetchApi);
    expect(page, `${path} is rendered`).not.toBeNull();
    expect(page!.isNotFound).toBe(true);
    expect(page!.html).toContain(heading);
  });

  it('renders a public profile as a page', async () => {
    const page = await renderPage('/players/MPA000001', fetchApi);
    expect(page!.isNotFound).toBe(false);
    expect(page!.head?.title).toMatch(/^Aisyah Rahman/);
  });
});

describe('a filtered list, as a form sent without JavaScript asks for it', () => {
  it('renders with the query: the API is asked with the filters, and the form shows them', async () => {
    const asked: string[] = [];
    const recording = (url: string) => {
      asked.push(url);
      return fetchApi(url);
    };
    const page = await renderPage(
      '/ms/rankings?discipline=mens_singles&ageGroup=35plus&state=Penang&q=Lim',
      recording,
    );
    expect(page).not.toBeNull();
    const rankings = new URL(
      asked.find((url) => url.startsWith('/api/rankings?'))!,
      'http://x',
    );
    expect(rankings.searchParams.get('category')).toBe('mens_singles:35plus');
    expect(rankings.searchParams.get('state')).toBe('Penang');
    expect(rankings.searchParams.get('q')).toBe('Lim');
    expect(page!.html).toContain('name="discipline"');
    expect(page!.html).toMatch(/<option value="mens_singles" selected="">/);
    expect(page!.html).toContain('Guna penapis');

    await renderPage('/venue?state=Selangor', recording);
    const venues = new URL(
      asked.find((url) => url.startsWith('/api/directory?'))!,
      'http://x',
    );
    expect(venues.searchParams.get('state')).toBe('Selangor');
  });
});
