import { giveMembership } from './accounts';
import { expect, test, type Page } from './fixtures';
import { signInStaff } from './staff';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function adminSignIn(page: Page) {
  await signInStaff(page, 'content_editor');
}

function todayInMalaysia(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());
}

test('an admin publishes news with a picture; it shows on the home page and at its own shareable URL', async ({
  page,
  request,
}) => {
  const title = `Players of the month ${Date.now()}`;
  await adminSignIn(page);
  await page.goto('/admin/dashboard?section=update-news');
  await page.getByRole('button', { name: 'Add news' }).click();
  const dialog = page.getByRole('dialog', { name: 'New article' });
  await dialog.getByLabel('Title (English)').fill(title);
  await dialog.getByLabel('Publish date').fill(todayInMalaysia());
  await dialog
    .getByLabel('Content (English)')
    .fill('Congratulations to this month’s standout players from Johor and Penang.');
  const imageInput = dialog.locator('input[type="file"]');
  // A text file named .png is refused by its first bytes, before anything is sent.
  await imageInput.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('just notes'),
  });
  await expect(dialog.getByText('Please upload an image file')).toBeVisible();
  await imageInput.setInputFiles({ name: 'players.png', mimeType: 'image/png', buffer: PNG });
  // The preview really displays under the Content Security Policy (a refused image has no size).
  const preview = dialog.getByRole('img', { name: 'Preview of the chosen image' });
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`“${title}” was published.`)).toBeVisible();

  await page.goto('/');
  const latest = page
    .getByRole('region', { name: 'Latest News' })
    .or(page.locator('section', { hasText: 'Latest News' }));
  const link = latest.getByRole('link', { name: title }).first();
  // Sections below the fold render as they near the viewport: scroll down as a reader does
  // until the news has come by (jumping to the very bottom can leave it out of reach).
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    await expect(link).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
  await link.click();
  await expect(page).toHaveURL(/\/news\/NEWS\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('img', { name: title }).first()).toHaveAttribute(
    'src',
    /\/uploads\/news\/.+\.webp$/,
  );

  const html = await (await request.get(new URL(page.url()).pathname)).text();
  expect(html).toContain(
    `<meta property="og:title" content="${title} | Malaysia Pickleball Association">`,
  );
  expect(html).toMatch(
    /<meta property="og:image" content="http:\/\/[^"]+\/uploads\/news\/[^"]+\.webp">/,
  );
});

test('an admin reorders milestones and the public timeline follows', async ({ page }) => {
  await page.goto('/milestones');
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings.first()).toBeVisible();
  const before = await headings.allTextContents();
  const [first, second] = before;

  await adminSignIn(page);
  await page.goto('/admin/dashboard?section=manage-journey');
  await page.getByRole('button', { name: `Move ${second} up` }).click();
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByRole('button', { name: 'Save order' })).toHaveCount(0);

  await page.goto('/milestones');
  await expect(headings.first()).toHaveText(second!);
  await expect(headings.nth(1)).toHaveText(first!);
});

test('the training calendar shows dots and +N for a busy day, and a player enrols in a course', async ({
  page,
  request,
}) => {
  // Sign a new player up through the API, then sign in through the page.
  const suffix = `${Date.now()}`.slice(-6);
  const username = `trainee${suffix}`;
  const form = {
    fullName: 'Trainee Player',
    gender: 'Male',
    icNumber: `900215${String(10 + (Number(suffix) % 80))}${suffix.slice(-4)}`,
    email: `trainee${suffix}@example.test`,
    phoneNumber: '012-333 4444',
    addressLine1: '1 Jalan Latihan',
    city: 'Shah Alam',
    state: 'Selangor',
    username,
    password: 'training-pass-2026',
    termsAccepted: 'true',
  };
  expect((await request.post('/api/players/register', { multipart: form })).status()).toBe(201);
  // Only members enrol: the association records their membership first.
  await giveMembership(request, username, form.password);
  await page.goto('/player/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(form.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/player\/dashboard/);

  await page.goto('/training');
  // Demo content puts four clinics and more on the 15th of this month.
  const busy = page
    .getByRole('group', { name: 'Training calendar' })
    .or(page.locator('[aria-label="Training calendar"]'))
    .locator('button[data-date$="-15"]');
  await expect(busy.getByTestId('program-dot')).toHaveCount(3);
  await expect(busy).toContainText(/\+\d+/);

  const card = page.locator('article', { hasText: 'Beginner 6-week course' }).first();
  const spots = card.getByText(/^\d+\/8$/);
  const before = Number((await spots.textContent())!.split('/')[0]);
  await card.getByRole('button', { name: 'Enroll' }).click();
  // A paid course: its price is confirmed, then paid on the gateway's page.
  await card.getByRole('button', { name: /^Confirm and pay · RM / }).click();
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page.getByText(/Payment received — receipt MPA-/)).toBeVisible({ timeout: 20_000 });
  await page.goto('/training');
  await expect(card.getByText('Enrolled', { exact: true })).toBeVisible();
  await expect(spots).toHaveText(`${before + 1}/8`);
});

test('the tournament page shows the first three published Tournament news as notices', async ({
  page,
  request,
}) => {
  const tournamentNews = (await (
    await request.get('/api/news?category=Tournament&status=Published')
  ).json()) as { title: string; newsId: string }[];
  expect(tournamentNews.length).toBeGreaterThan(3);
  await page.goto('/tournament');
  const banner = page
    .getByRole('region', { name: 'Tournament notices' })
    .or(page.locator('aside', { hasText: 'Tournament notices' }));
  const links = banner.getByRole('link');
  await expect(links).toHaveCount(3);
  for (const [i, item] of tournamentNews.slice(0, 3).entries()) {
    await expect(links.nth(i)).toHaveText(
      new RegExp(item.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await expect(links.nth(i)).toHaveAttribute('href', `/news/${item.newsId}`);
  }
});
