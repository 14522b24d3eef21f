import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { tournaments } from '../../db/schema/index';

describe('a tournament’s own page: sitemap and shared-link data', () => {
  let t: TestApp;
  let id: string;
  beforeAll(async () => {
    t = await buildTestApp({}, { PUBLIC_URL: 'https://mpa.example' });
    const [row] = await t.db
      .insert(tournaments)
      .values({
        applicationId: 'APP-PAGE-1',
        name: 'Penang <Open> 2027',
        type: 'state',
        startDate: '2027-08-10',
        endDate: '2027-08-12',
        venue: 'SPICE Arena',
        city: 'Bayan Lepas',
        state: 'Penang',
        organizer: 'Penang Pickleball Club',
        description: 'Three days of doubles.',
      })
      .returning();
    id = row!.id;
  });
  afterAll(() => t.close());

  it('lists every tournament’s page in both languages in the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<loc>https://mpa.example/tournament/${id}</loc>`);
    expect(res.body).toContain(`<loc>https://mpa.example/ms/tournament/${id}</loc>`);
  });

  it('gives the page its title, summary and address in Open Graph tags, escaped', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/tournament/${id}` });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(
      '<meta property="og:title" content="Penang &#60;Open&#62; 2027 | Malaysia Pickleball Association">',
    );
    expect(page.body).toContain(
      '<meta property="og:description" content="10 August 2027 – 12 August 2027 · SPICE Arena, Bayan Lepas, Penang · Three days of doubles.">',
    );
    expect(page.body).toContain(
      `<meta property="og:url" content="https://mpa.example/tournament/${id}">`,
    );
    expect(page.body).toContain(
      `<link rel="canonical" href="https://mpa.example/tournament/${id}">`,
    );
    const unknown = await t.app.inject({ method: 'GET', url: '/tournament/NO-SUCH-ONE' });
    expect(unknown.body).not.toContain('og:title');
  });

  it('gives the Malay page Malay tags and its own /ms/ address, linked to the English one', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/ms/tournament/${id}` });
    expect(page.body).toContain(
      '<title>Penang &#60;Open&#62; 2027 | Persatuan Pickleball Malaysia</title>',
    );
    expect(page.body).toContain(
      '<meta property="og:title" content="Penang &#60;Open&#62; 2027 | Persatuan Pickleball Malaysia">',
    );
    expect(page.body).toContain(
      '<meta name="description" content="10 Ogos 2027 – 12 Ogos 2027 · SPICE Arena, Bayan Lepas, Penang · Three days of doubles.">',
    );
    expect(page.body).toContain(
      `<meta property="og:url" content="https://mpa.example/ms/tournament/${id}">`,
    );
    expect(page.body).toContain(
      `<link rel="canonical" href="https://mpa.example/ms/tournament/${id}">`,
    );
    expect(page.body).toContain('<meta property="og:locale" content="ms_MY">');
    expect(page.body).toContain(
      `<link rel="alternate" hreflang="en" href="https://mpa.example/tournament/${id}">`,
    );
    expect(page.body).toContain(
      `<link rel="alternate" hreflang="ms" href="https://mpa.example/ms/tournament/${id}">`,
    );
  });
});
