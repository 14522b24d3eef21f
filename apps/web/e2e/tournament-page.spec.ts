import { expect, test, type Page } from './fixtures';

// Each tournament has its own address: server-rendered (title, dates, venue, organiser and
// schema.org SportsEvent data), in the sitemap, in both languages, reached from the calendar.

interface ListedTournament {
  _id: string;
  name: string;
  organizer: string;
  startDate: string;
  description: string;
}

async function upcomingTournament(page: Page): Promise<ListedTournament> {
  const res = await page.request.get('/api/tournaments?upcoming=true');
  expect(res.status()).toBe(200);
  const list = (await res.json()) as ListedTournament[];
  expect(list.length).toBeGreaterThan(0);
  return list.find((t) => t.organizer) ?? list[0]!;
}

function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  return dir ? page.screenshot({ path: `${dir}/${name}.png`, fullPage: true }) : null;
}

test('the server renders a tournament’s page with its data, in both languages, and 404 for an unknown one', async ({
  page,
}) => {
  const tournament = await upcomingTournament(page);
  const html = await (await page.request.get(`/tournament/${tournament._id}`)).text();
  expect(html).toContain(`<h1`);
  expect(html).toContain(tournament.name.replace(/&/g, '&amp;'));
  expect(html).toContain('<script type="application/ld+json">');
  const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!;
  expect(JSON.parse(json)).toMatchObject({
    '@type': 'SportsEvent',
    startDate: tournament.startDate,
  });
  expect(html).toMatch(/<meta property="og:title" content="[^"]+">/);

  const malay = await page.request.get(`/ms/tournament/${tournament._id}`);
  expect(malay.status()).toBe(200);
  const malayHtml = await malay.text();
  expect(malayHtml).toContain('<html lang="ms">');
  expect(malayHtml).toContain('Tambah ke kalendar');
  // The organiser's description comes in English only: marked so for screen readers.
  if (tournament.description) expect(malayHtml).toMatch(/<p lang="en"[^>]*>/);

  const unknown = await page.request.get('/tournament/NO-SUCH-TOURNAMENT');
  expect(unknown.status()).toBe(404);
  await page.goto('/tournament/NO-SUCH-TOURNAMENT');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');

  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/tournament/${tournament._id}</loc>`);
  expect(sitemap).toContain(`/ms/tournament/${tournament._id}</loc>`);
});

for (const width of [390, 1366]) {
  test(`from the calendar to the tournament’s page and its calendar file (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const tournament = await upcomingTournament(page);
    await page.goto('/ms/tournament');
    if (width < 768) {
      await page
        .getByRole('button', { name: new RegExp(tournament.name) })
        .first()
        .click();
    } else {
      await page
        .getByRole('table')
        .getByRole('button', { name: new RegExp(tournament.name) })
        .first()
        .click();
    }
    await page.getByRole('dialog').getByRole('link', { name: 'Buka halaman kejohanan' }).click();
    await expect(page).toHaveURL(new RegExp(`/ms/tournament/${tournament._id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tournament.name);
    await shot(page, `tournament-page-ms-${width}`);

    // Sharing the URL opens the page itself.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tournament.name);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Tambah ke kalendar' }).click();
    const file = await (await download).path();
    const { readFile } = await import('node:fs/promises');
    const ics = (await readFile(file, 'utf8')).replace(/\r\n /g, '');
    expect(ics).toContain('BEGIN:VEVENT');
    if (tournament.organizer) expect(ics).toContain(`Penganjur: ${tournament.organizer}`);
  });
}
