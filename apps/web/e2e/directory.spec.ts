import { pngFile } from './directory-fixtures';
import { expect, test } from './fixtures';
import { signInStaff } from './staff';

test('the finder lists the seeded venues and coaches with their photos and details', async ({
  page,
}) => {
  await page.goto('/venue');
  const arena = page.locator('article', {
    has: page.getByRole('heading', { name: 'Arena Pickleball Bukit Jalil' }),
  });
  await expect(arena).toBeVisible();
  await expect(arena.locator('img')).toHaveAttribute('src', /^\/uploads\/directory\/.+\.webp$/);
  await expect(arena.getByText('8 indoor courts')).toBeVisible();
  await arena.getByRole('link', { name: 'Arena Pickleball Bukit Jalil' }).click();
  // Its own page, with a URL to share.
  await expect(page).toHaveURL(/\/venue\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Arena Pickleball Bukit Jalil' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in maps' })).toHaveAttribute('href', /^geo:/);
  await expect(
    page.getByRole('img', { name: 'Arena Pickleball Bukit Jalil, photo 1' }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Arena Pickleball Bukit Jalil' }),
  ).toBeVisible();
  await page.getByRole('link', { name: '← All venues' }).click();

  await page.getByLabel('State').selectOption('Penang');
  await expect(page).toHaveURL(/state=Penang/);
  await expect(page.getByRole('heading', { name: 'Penang Paddle Hub' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Arena Pickleball Bukit Jalil' })).toHaveCount(0);

  await page.goto('/coaches');
  const coach = page.locator('article', {
    has: page.getByRole('heading', { name: 'Coach Aisyah Kamal' }),
  });
  await expect(coach.locator('img')).toHaveAttribute('src', /^\/uploads\/directory\//);
  await expect(coach.getByText(/Level 2 Professional, certified until/)).toBeVisible();
  await page.goto('/referee');
  await expect(page.getByRole('heading', { name: 'Referee Nurul Huda' })).toBeVisible();
});

test('a tournament officer adds a venue with a photo in Manage Venue, and players find it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInStaff(page, 'tournament_officer');
  await page.goto('/admin/dashboard?section=manage-venue');
  await page.getByRole('button', { name: 'Add a venue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a venue' });
  const name = `Kuantan Beach Courts ${Date.now()}`;
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^State/).selectOption('Pahang');
  await dialog.getByLabel(/^City/).fill('Kuantan');
  await dialog.getByLabel(/^Map link/).fill('https://evil.example/map');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/Map link must be a geo: location/)).toBeVisible();
  await dialog.getByLabel(/^Map link/).fill('geo:3.81,103.33');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Saved: the dialog now edits the new venue, and takes photos.
  const editing = page.getByRole('dialog', { name: `Edit ${name}` });
  await editing.getByLabel(/Add a photo/).setInputFiles({
    name: 'courts.png',
    mimeType: 'image/png',
    buffer: await pngFile(),
  });
  await expect(editing.getByRole('img', { name: `${name}, photo 1` })).toBeVisible();
  await editing.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`/venue?state=Pahang&q=${encodeURIComponent('kuantan beach')}`);
  const card = page.locator('article', { has: page.getByRole('heading', { name }) });
  await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\/directory\//);
});

test('"Coming soon" appears nowhere a visitor, a player or staff can go', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const url of [
    '/',
    '/about',
    '/tournament',
    '/training',
    '/venue',
    '/coaches',
    '/referee',
    '/clubs',
    '/contact',
    '/registered-organizers',
    '/news',
    '/ms/venue',
  ]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('body')).not.toContainText(
      /coming soon|akan datang tidak lama lagi/i,
    );
  }
  await signInStaff(page, 'tournament_officer');
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  // Open every group of sections (each a disclosure button).
  const closed = nav.locator('button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  const links = nav.getByRole('link');
  // A section's text may end with the badge of what waits there ("Enquiry2").
  const labels = (await links.allTextContents()).map((text) => text.replace(/\d+\+?$/, ''));
  for (const label of labels) {
    await links.filter({ hasText: label }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/coming soon/i);
  }
});
