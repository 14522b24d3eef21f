import { registerPlayer, PLAYER_PASSWORD } from './accounts';
import { englishOnPage, overflowsSideways } from './english-text';
import { expect, test, type Page } from './fixtures';
import { signInStaff } from './staff';

// The main journeys in Bahasa Malaysia, on a phone: every interface text is Malay (no message
// of the English catalogue on screen), nothing pushes the page sideways, and the public pages
// arrive from the server already in Malay, with lang="ms" and links to their English versions.

test.use({ viewport: { width: 390, height: 844 } });

async function expectAllMalay(page: Page, what: string) {
  await page.waitForLoadState('networkidle');
  expect(await englishOnPage(page), `English text on ${what}`).toEqual([]);
  expect(await overflowsSideways(page), `${what} scrolls sideways`).toBe(false);
  await test.info().attach(`${what}.png`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
}

const PUBLIC_PAGES = [
  { path: '/ms', heading: 'Pickleball untuk setiap rakyat Malaysia' },
  { path: '/ms/tournament', heading: 'Kalendar Kejohanan' },
  { path: '/ms/news', heading: null },
  { path: '/ms/training', heading: 'Program Latihan' },
  { path: '/ms/about', heading: 'Tentang Persatuan' },
  { path: '/ms/registered-organizers', heading: 'Penganjur Berdaftar' },
  { path: '/ms/organization', heading: 'Carta Organisasi' },
  { path: '/ms/milestones', heading: 'Perjalanan Kami' },
  { path: '/ms/tournament-guidelines', heading: 'Garis Panduan Kejohanan' },
  { path: '/ms/venue-guidelines', heading: 'Garis Panduan Tempat' },
  { path: '/ms/privacy-policy', heading: 'Dasar Privasi' },
  { path: '/ms/terms-and-conditions', heading: 'Terma dan Syarat' },
  { path: '/ms/contact', heading: 'Hubungi kami' },
];

test('public pages are served in Malay, with lang and hreflang, and show no English', async ({
  page,
}) => {
  for (const { path, heading } of PUBLIC_PAGES) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain('<html lang="ms">');
    expect(html, path).toMatch(/<link rel="alternate" hreflang="en" href="[^"]+">/);
    if (heading) expect(html, `${path} is rendered by the server`).toContain(heading);

    await page.goto(path);
    if (heading) await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    await expectAllMalay(page, path);
  }
});

/** A page's head as the server sends it: what a crawler or a link preview reads. */
function headOf(html: string) {
  const read = (pattern: RegExp) => pattern.exec(html)?.[1] ?? null;
  return {
    title: read(/<title>([^<]*)<\/title>/),
    description: read(/<meta name="description" content="([^"]*)">/),
    ogTitle: read(/<meta property="og:title" content="([^"]*)">/),
    ogDescription: read(/<meta property="og:description" content="([^"]*)">/),
    ogUrl: read(/<meta property="og:url" content="([^"]*)">/),
    canonical: read(/<link rel="canonical" href="([^"]*)">/),
    hreflangEn: read(/<link rel="alternate" hreflang="en" href="([^"]*)">/),
  };
}

test('public pages have Malay titles, descriptions and Open Graph tags at their /ms address', async ({
  page,
}) => {
  const tournaments = (await (await page.request.get('/api/tournaments')).json()) as {
    _id: string;
  }[];
  const paths = [
    ...PUBLIC_PAGES.map((p) => p.path),
    '/ms/news/NEWS1700000000000',
    `/ms/tournament/${tournaments[0]!._id}`,
    '/ms/venue',
    '/ms/coaches',
  ];
  for (const path of paths) {
    const english = path.replace(/^\/ms/, '') || '/';
    const ms = headOf(await (await page.request.get(path)).text());
    const en = headOf(await (await page.request.get(english)).text());
    expect(ms.title, path).toMatch(/Persatuan Pickleball Malaysia/);
    expect(ms.title, path).not.toBe(en.title);
    // A tournament's description is the organiser's text (and 'April' is Malay too).
    if (!path.startsWith('/ms/tournament/')) expect(ms.description, path).not.toBe(en.description);
    expect(ms.ogTitle, path).toBe(ms.title);
    expect(ms.ogDescription, path).toBe(ms.description);
    expect(ms.ogTitle, path).not.toBe(en.ogTitle);
    expect(new URL(ms.ogUrl!).pathname, path).toBe(path);
    expect(ms.canonical, path).toBe(ms.ogUrl);
    expect(new URL(en.ogUrl!).pathname, path).toBe(english);
    expect(ms.hreflangEn, path).toBe(en.ogUrl);
  }
});

test('content without a Malay translation shows its English, marked, on a Malay page', async ({
  page,
}) => {
  // The demo leaves its two oldest articles untranslated.
  await page.goto('/ms/news/NEWS1700000000011');
  const article = page.getByRole('article');
  await expect(article).toHaveAttribute('lang', 'en');
  await expect(article.getByText('Hanya tersedia dalam bahasa Inggeris')).toBeVisible();
  await expect(article.getByRole('heading', { level: 2 })).toHaveText(/^Year-End Masters/);
  // A translated one is in Malay, with no note.
  await page.goto('/ms/news/NEWS1700000000000');
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(
    'MPA umumkan pasukan kebangsaan untuk Terbuka Asia Pasifik',
  );
  await expect(page.getByRole('article')).not.toHaveAttribute('lang');
  await expectAllMalay(page, 'translated article');
});

test('the switcher moves between the two languages and is remembered', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await menu.getByRole('link', { name: 'Bahasa Malaysia' }).click();
  await expect(page).toHaveURL(/\/ms\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tentang Persatuan');
  // Remembered: a plain URL now opens in Malay.
  await page.goto('/news');
  await expect(page).toHaveURL(/\/ms\/news$/);
  await page.getByRole('button', { name: 'Buka menu' }).click();
  await page
    .getByRole('navigation', { name: 'Mudah alih' })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(/\/news$/);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the Association');
});

test('calendar and a tournament in Malay', async ({ page }) => {
  const year = new Date().getUTCFullYear();
  await page.goto('/ms/tournament');
  await page
    .getByRole('tab', { name: 'Kalendar' })
    .or(page.getByRole('button', { name: 'Kalendar' }))
    .first()
    .click();
  const may = page.getByRole('row', { name: /^Mei/ });
  await may.getByRole('button', { name: new RegExp(`Sabah Borneo Open ${year}`) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('4 hari');
  await expect(dialog.getByRole('button', { name: 'Tambah ke kalendar' })).toBeVisible();
  await expectAllMalay(page, 'tournament detail');
});

test('registration form in Malay', async ({ page }) => {
  await page.goto('/ms');
  await page.locator('#register').getByRole('button', { name: 'Daftar sebagai pemain' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pendaftaran Pemain' });
  await expect(dialog.getByLabel('Nama penuh')).toBeVisible();
  await expectAllMalay(page, 'registration');
  // The form's own checks (the shared schema's messages) speak Malay too.
  await dialog.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(dialog.getByText('Nama penuh diperlukan')).toBeVisible();
  await expectAllMalay(page, 'registration errors');
});

test('sign in, every portal tab, and a PickleZone post in Malay', async ({ page }) => {
  const player = await registerPlayer(page.request, {
    fullName: 'Nurul Aina',
    prefix: 'bm',
    language: 'ms',
  });
  await page.goto('/ms/player/login');
  await expectAllMalay(page, 'player login');
  // Signing in on the English page: the portal opens in the player's own language.
  await page.goto('/player/login');
  await page.getByLabel('Username').fill(player.username);
  await page.getByLabel('Password', { exact: true }).fill(PLAYER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/ms\/player\/dashboard/);
  await expect(page.getByText('Selamat datang, Nurul Aina')).toBeVisible();

  const tabs = page.getByRole('tablist', { name: 'Bahagian papan pemuka pemain' });
  for (const name of [
    'Profil Saya',
    'Keahlian',
    'Peti Masuk',
    'Kejohanan Saya',
    'Statistik',
    'Program Latihan',
    'Keselamatan',
    'Privasi & data',
  ]) {
    await tabs.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
    await expect(tabs.getByRole('tab', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectAllMalay(page, `portal tab ${name}`);
  }

  await page.goto('/ms/picklezone');
  const text = `Perlawanan hujung minggu yang hebat ${Date.now()}`;
  await page.getByLabel('Apa yang ingin anda kongsi?').fill(text);
  await page.getByRole('button', { name: 'Siarkan', exact: true }).click();
  await expect(page.getByText(text)).toBeVisible();
  await expectAllMalay(page, 'PickleZone');

  // Switching while signed in saves the choice on the profile (mail follows it).
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/picklezone$/);
  await expect(page.getByRole('button', { name: 'Post', exact: true })).toBeVisible();
  const me = await page.request.get('/api/players/me');
  expect(((await me.json()) as { language: string }).language).toBe('en');
});

test('an editor edits news in Malay', async ({ page }) => {
  // Signed in at desktop width (the admin menu is folded away on a phone), then on a phone.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInStaff(page, 'content_editor');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ms/admin/dashboard?section=update-news');
  await expect(page.getByRole('heading', { name: 'Berita', exact: true })).toBeVisible();
  await page
    .getByRole('button', { name: /^Sunting / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Sunting artikel' });
  // English and Bahasa Malaysia side by side; the demo's newest article is translated.
  await expect(dialog.getByLabel('Tajuk (Bahasa Inggeris)')).not.toHaveValue('');
  await expect(dialog.getByLabel('Tajuk (Bahasa Malaysia)')).not.toHaveValue('');
  await dialog.getByLabel('Kandungan (Bahasa Malaysia)').fill('');
  await expect(dialog.getByText('Terjemahan BM tiada')).toBeVisible();
  await expectAllMalay(page, 'admin news edit');
});
