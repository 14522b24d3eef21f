import { PLAYER_PASSWORD, registerPlayer } from './accounts';
import { expect, test, type Page } from './fixtures';

// A player's way around: the header offers Training, News, PickleZone and the finder beside the
// spec's links, with Sign in (or My portal, signed in) as its call to action and Admin Login a
// quiet link; the same in the phone menu, in both languages. The association's name never
// takes three lines, and nothing in the header leaves the screen.

const LINKS = {
  en: ['Tournament', 'Training', 'News', 'PickleZone', 'Find a coach', 'Registered Organizers'],
  ms: ['Kejohanan', 'Latihan', 'Berita', 'PickleZone', 'Cari jurulatih', 'Penganjur Berdaftar'],
};
const WORDS = {
  en: {
    signIn: 'Sign in',
    portal: 'My portal',
    admin: 'Admin Login',
    menu: 'Open menu',
    nav: 'Mobile',
  },
  ms: {
    signIn: 'Daftar masuk',
    portal: 'Portal saya',
    admin: 'Daftar Masuk Pentadbir',
    menu: 'Buka menu',
    nav: 'Mudah alih',
  },
};

async function expectHeaderFits(page: Page, what: string) {
  const header = page.getByRole('banner');
  const geometry = await header.evaluate((el) => {
    const name = [...el.querySelectorAll('a span')].find((s) =>
      /Pickleball/.test(s.textContent ?? ''),
    )!;
    const lines = Math.round(
      name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight),
    );
    const right = Math.max(
      ...[...el.querySelectorAll('a, button')]
        .filter((e) => (e as HTMLElement).offsetParent !== null)
        .map((e) => e.getBoundingClientRect().right),
    );
    return { lines, right, width: window.innerWidth };
  });
  expect(
    geometry.lines,
    `${what}: the association's name takes ${geometry.lines} lines`,
  ).toBeLessThanOrEqual(2);
  expect(geometry.right, `${what}: the header leaves the screen`).toBeLessThanOrEqual(
    geometry.width,
  );
}

async function signIn(page: Page, username: string) {
  await page.goto('/player/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PLAYER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/player\/dashboard/);
}

function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  return dir ? page.screenshot({ path: `${dir}/${name}.png` }) : null;
}

test('on a laptop the bar has the players’ links and Sign in, then My portal once signed in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const [locale, prefix] of [
    ['en', ''],
    ['ms', '/ms'],
  ] as const) {
    await page.goto(`${prefix}/about`);
    const main = page.getByRole('navigation', { name: locale === 'en' ? 'Main' : 'Utama' });
    for (const label of LINKS[locale])
      await expect(main.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: WORDS[locale].admin })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: WORDS[locale].signIn, exact: true }),
    ).toHaveAttribute('href', `${prefix}/player/login`);
    await expectHeaderFits(page, `${prefix}/about, signed out`);
    await shot(page, `header-signed-out${prefix.replace('/', '-')}-1366`);
  }

  const player = await registerPlayer(page.request, {
    fullName: 'Nurul Aisyah binti Abdullah',
    prefix: 'nav',
  });
  await signIn(page, player.username);
  for (const prefix of ['', '/ms']) {
    await page.goto(`${prefix}/about`);
    const portal = page.getByRole('banner').getByRole('link', {
      name: new RegExp(`${prefix ? WORDS.ms.portal : WORDS.en.portal}, Nurul Aisyah`),
    });
    await expect(portal).toBeVisible();
    await expect(portal).toContainText('NA');
    await expectHeaderFits(page, `${prefix}/about, signed in`);
    await shot(page, `header-signed-in${prefix.replace('/', '-')}-1366`);
  }
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Portal saya/ })
    .click();
  await expect(page).toHaveURL(/\/ms\/player\/dashboard/);
});

test('on a phone the menu has the same, and the name keeps to two lines signed in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [locale, prefix] of [
    ['en', ''],
    ['ms', '/ms'],
  ] as const) {
    await page.goto(`${prefix}/about`);
    await expectHeaderFits(page, `${prefix}/about, signed out`);
    await page.getByRole('button', { name: WORDS[locale].menu }).click();
    const menu = page.getByRole('navigation', { name: WORDS[locale].nav });
    for (const label of LINKS[locale])
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: WORDS[locale].signIn, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: WORDS[locale].admin })).toBeVisible();
    await shot(page, `menu-signed-out${prefix.replace('/', '-')}-390`);
  }

  const player = await registerPlayer(page.request, { fullName: 'Lim Wei Jie', prefix: 'navp' });
  await signIn(page, player.username);
  await page.goto('/ms');
  // The bell joins the header without pushing the name onto a third line.
  await expect(
    page.getByRole('banner').getByRole('button', { name: /Pemberitahuan|Notifications/ }),
  ).toBeVisible();
  await expectHeaderFits(page, '/ms, signed in');
  await shot(page, 'header-signed-in-ms-390');
  await page.getByRole('button', { name: WORDS.ms.menu }).click();
  await page
    .getByRole('navigation', { name: WORDS.ms.nav })
    .getByRole('link', { name: /Portal saya, Lim Wei Jie/ })
    .click();
  await expect(page).toHaveURL(/\/ms\/player\/dashboard/);
});
