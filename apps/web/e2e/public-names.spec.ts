import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { PublicResults } from '@app/shared/competition/public-results';
import type { RankingsPage } from '@app/shared/competition/rankings';

import { playerToken } from './accounts';
import { currentServer, expect, go, PHONE, shot, test, type Page } from './fixtures';
import { superAdminApi } from './staff';

// Issue 39 at 390 px, in both languages. The demo player competed and is named on the public
// pages; an approved correction of her IC number makes her 16, with no guardian's consent on
// record. From then on the rankings and results pages show "Private player" (no name, member
// ID or state), a search does not find her, her profile is a real 404, and her privacy card
// says why.

const CATEGORIES = [
  'mixed_doubles:open',
  'womens_doubles:open',
  'mens_doubles:open',
  'mens_singles:open',
];

test.use({ viewport: PHONE });

interface Me {
  _id: string;
  playerId: string;
  fullName: string;
  state: string;
  gender: 'Male' | 'Female';
}

/** Nothing in the page's main content names the player, by name or member ID. */
async function expectNotNamed(page: Page, me: Me) {
  const text = await page.locator('main').innerText();
  expect(text).not.toContain(me.fullName);
  expect(text).not.toContain(me.playerId);
}

/** An IC number of someone born on 1 January `years` years ago (the last digit: odd for men). */
function icBornYearsAgo(years: number, gender: Me['gender']): string {
  const yy = String((new Date().getUTCFullYear() - years) % 100).padStart(2, '0');
  const last = 2 * randomInt(1000, 4999) + (gender === 'Male' ? 1 : 0);
  return `${yy}0101${String(randomInt(10, 99))}${String(last).slice(-4)}`;
}

test('a 16-year-old without a guardian’s consent is “Private player” on every public page (en + ms, 390 px)', async ({
  page,
  request,
}) => {
  const file = await readFile(path.join(currentServer().dataDir, 'demo-player-password'), 'utf8');
  const password = /password: (\S+)/.exec(file)![1]!;
  const auth = { authorization: `Bearer ${await playerToken(request, 'demo.player', password)}` };
  const me = (await (await request.get('/api/players/me', { headers: auth })).json()) as Me;

  // Where she is named today: a ranking and a division's results.
  let ranked: { category: string; page: number } | null = null;
  for (const category of CATEGORIES) {
    const res = await request.get(`/api/rankings?category=${category}&q=${me.playerId}`);
    const [row] = ((await res.json()) as RankingsPage).rows;
    if (row) {
      expect(row).toMatchObject({ name: me.fullName, isPrivate: false });
      ranked = { category, page: Math.ceil(row.rank / 25) };
      break;
    }
  }
  expect(ranked, 'the demo player is ranked').not.toBeNull();
  const tournaments = (await (await request.get('/api/tournaments')).json()) as { _id: string }[];
  let placed: { tournamentId: string; divisionId: string } | null = null;
  for (const t of tournaments) {
    const res = await request.get(`/api/tournaments/${t._id}/results`);
    if (res.status() !== 200) continue;
    const d = ((await res.json()) as PublicResults).divisions.find((x) =>
      x.placements.some((l) => l.players.some((p) => p.memberId === me.playerId)),
    );
    if (d) {
      placed = { tournamentId: t._id, divisionId: d.id };
      break;
    }
  }
  expect(placed, 'the demo player has published results').not.toBeNull();

  // Her IC number is corrected: she is 16, and no guardian's consent is on record.
  const asked = await request.post('/api/players/me/corrections', {
    headers: auth,
    data: {
      field: 'icNumber',
      value: icBornYearsAgo(16, me.gender),
      reason: 'Typo at registration',
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const approved = await request.post(
    `/api/admin/privacy/corrections/${((await asked.json()) as { _id: string })._id}/approve`,
    { headers: await superAdminApi(request) },
  );
  expect(approved.status(), await approved.text()).toBe(200);

  for (const [prefix, privateWord, noMatch] of [
    ['', 'Private player', 'No ranked players match. Try another category, state or search.'],
    [
      '/ms',
      'Pemain peribadi',
      'Tiada pemain berranking yang sepadan. Cuba kategori, negeri atau carian lain.',
    ],
  ] as const) {
    const tag = prefix.replace('/', '-');
    await go(page, `${prefix}/rankings?category=${ranked!.category}&page=${ranked!.page}`);
    await expect(page.getByRole('table').getByText(privateWord).first()).toBeVisible();
    await expectNotNamed(page, me);
    await shot(page, `public-names-rankings${tag}`);

    // Not found by name or member ID.
    for (const q of [me.fullName, me.playerId]) {
      await go(page, `${prefix}/rankings?category=${ranked!.category}&q=${encodeURIComponent(q)}`);
      await expect(page.getByText(noMatch)).toBeVisible();
    }

    await go(page, `${prefix}/tournament/${placed!.tournamentId}/results/${placed!.divisionId}`);
    await expect(page.getByText(privateWord).first()).toBeVisible();
    await expectNotNamed(page, me);
    await shot(page, `public-names-results${tag}`);

    // Her profile: the server answers the page itself with 404.
    const response = await page.goto(`${prefix}/players/${me.playerId}`);
    expect(response!.status()).toBe(404);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: prefix ? 'Profil ini bukan awam.' : 'This profile is not public.',
      }),
    ).toBeVisible();
    await expectNotNamed(page, me);
    await shot(page, `public-names-profile-404${tag}`);
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain(me.playerId);
  // A public profile that exists is listed, and is a page.
  const listed = /\/players\/(MPA\d+)<\/loc>/.exec(sitemap)?.[1];
  expect(listed).toBeDefined();
  expect((await page.goto(`/players/${listed}`))!.status()).toBe(200);

  // Her privacy card says why, in both languages.
  await page.goto('/player/login');
  await page.getByLabel('Username').fill('demo.player');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/player\/dashboard/);
  await go(page, '/player/dashboard?tab=privacy');
  const card = page.getByRole('region', { name: 'Competition privacy' });
  await expect(
    card.getByText(/Then they appear as “Private player”: no name, member ID, state/),
  ).toBeVisible();
  await expect(
    card.getByText('You appear as “Private player” on public rankings, results and entry lists.'),
  ).toBeVisible();
  await expect(
    card.getByText(/^You are under 18: your name and profile stay private/),
  ).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'public-names-privacy-card', false);

  await go(page, '/ms/player/dashboard?tab=privacy');
  const kad = page.getByRole('region', { name: 'Privasi pertandingan' });
  await expect(kad.getByText(/Dia kemudian dipaparkan sebagai “Pemain peribadi”/)).toBeVisible();
  await expect(
    kad.getByText(
      'Anda dipaparkan sebagai “Pemain peribadi” dalam ranking, keputusan dan senarai penyertaan awam.',
    ),
  ).toBeVisible();
  await expect(kad.getByText(/^Anda berumur bawah 18 tahun: nama dan profil anda/)).toBeVisible();
  await kad.scrollIntoViewIfNeeded();
  await shot(page, 'public-names-privacy-card-ms', false);
});
