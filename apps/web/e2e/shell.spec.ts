import { expect, test, type Page } from './fixtures';

/** Collects Content-Security-Policy violations and page errors while a test runs. */
function watchForProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy|Refused to/i.test(msg.text())) {
      problems.push(msg.text());
    }
  });
  page.on('pageerror', (err) => problems.push(err.message));
  return problems;
}

test('home renders with header and footer and passes the CSP', async ({ page }) => {
  // Every link sits in the bar from 1360 px (a 1366 px laptop); narrower screens use the menu.
  await page.setViewportSize({ width: 1366, height: 800 });
  const problems = watchForProblems(page);
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Malaysia Pickleball Association/);
  // Home link only off the home page.
  const nav = page.getByRole('navigation', { name: /main/i });
  await expect(nav.getByRole('link', { name: 'Tournament' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveCount(0);
  await page.goto('/about');
  await expect(
    page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Home' }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test('the navbar turns scrolled past 50 px and on-white past 670 px', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await expect(header).toHaveAttribute('data-on-white', 'false');
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect(header).toHaveAttribute('data-on-white', 'false');
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect(header).toHaveAttribute('data-on-white', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the mobile menu opens, and closes on an overlay tap or a link tap', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(page.getByTestId('mobile-menu-overlay')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.getByTestId('mobile-menu-overlay').click({ position: { x: 20, y: 700 } });
    await expect(page.getByTestId('mobile-menu-overlay')).toHaveCount(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: /mobile/i })
      .getByRole('link', { name: 'Registered Organizers' })
      .click();
    await expect(page).toHaveURL(/\/registered-organizers$/);
    await expect(page.getByTestId('mobile-menu-overlay')).toHaveCount(0);
  });

  test('no public page scrolls sideways, with every home section loaded', async ({ page }) => {
    for (const url of ['/', '/tournament', '/news', '/training', '/registered-organizers']) {
      await page.goto(url);
      // Bring the lazily loaded sections in (they load as they approach the viewport).
      for (let y = 0; y < 15; y++) {
        await page.mouse.wheel(0, 800);
        await page.waitForTimeout(50);
      }
      await expect(page.locator('footer')).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, url).toBeLessThanOrEqual(375);
    }
  });
});

test('a policy modal opens, locks page scroll and closes with Escape', async ({ page }) => {
  await page.goto('/');
  const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
  expect(await bodyOverflow()).not.toBe('hidden');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy Policy' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Personal Data Protection Act 2010');
  expect(await bodyOverflow()).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await bodyOverflow()).not.toBe('hidden');
});

test('portal and admin pages have neither header nor footer', async ({ page }) => {
  for (const url of ['/player/login', '/picklezone/login', '/admin']) {
    await page.goto(url);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.locator('header[data-scrolled]')).toHaveCount(0);
  }
});

test('an unknown page shows the not-found page; robots and sitemap are served', async ({
  page,
  request,
}) => {
  // Server-rendered, and a signed-in area's shell that the browser renders: both answer 404.
  for (const url of ['/no-such-page', '/admin/no-such-section/deeper']) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|can.t find/i);
  }
  expect((await page.goto('/training'))?.status()).toBe(200);
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Sitemap:');
  const sitemap = await request.get('/sitemap.xml');
  expect(await sitemap.text()).toContain('/training</loc>');
  const api404 = await request.get('/api/nope');
  expect(api404.status()).toBe(404);
  expect((await api404.json()).error).toBeTruthy();
});
