import sharp from 'sharp';

import { PLAYER_PASSWORD, registerPlayer } from './accounts';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { signInStaff } from './staff';

const PASSWORD = PLAYER_PASSWORD;

const registerMember = (request: APIRequestContext, fullName: string) =>
  registerPlayer(request, { fullName, prefix: 'pz', gender: 'Male' });

async function picture(colour: string) {
  return sharp({ create: { width: 640, height: 400, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

async function signInToPickleZone(page: Page, username: string) {
  await page.goto('/picklezone');
  await expect(page).toHaveURL(/\/picklezone\/login$/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/picklezone$/);
  await expect(page.getByRole('heading', { name: 'Community feed' })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('a player posts text with two pictures, likes, comments, edits and deletes it', async ({
  page,
  request,
}) => {
  const author = await registerMember(request, 'Hakim Zulkifli');
  await signInToPickleZone(page, author.username);

  const text = `Sunday doubles at Bukit Jalil ${Date.now()}`;
  await page.getByLabel('What would you like to share?').fill(text);
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'court.png', mimeType: 'image/png', buffer: await picture('#1d6f42') },
    { name: 'team.png', mimeType: 'image/png', buffer: await picture('#f2c94c') },
  ]);
  await expect(page.getByText('2 of 5 photos selected')).toBeVisible();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Your post is live.')).toBeVisible();

  const first = page.getByRole('article').first();
  await expect(first.getByText(text)).toBeVisible();
  await expect(
    first.getByRole('img', { name: /Photo \d of 2 shared by Hakim Zulkifli/ }),
  ).toHaveCount(2);

  await first.getByRole('button', { name: 'Like' }).click();
  await expect(first.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
  await expect(first.getByText('1 like')).toBeVisible();

  await first.getByRole('button', { name: 'Send' }).click();
  await expect(first.getByText('Please write a comment!')).toBeVisible();
  await first.getByLabel('Write a comment').fill('See you all there!');
  await first.getByRole('button', { name: 'Send' }).click();
  await expect(first.getByText('See you all there!')).toBeVisible();
  await expect(first.getByText('1 comment')).toBeVisible();

  await first.getByRole('button', { name: 'Edit', exact: true }).click();
  await first.getByLabel('Edit post').fill(`${text} (courts 3 and 4)`);
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByText(`${text} (courts 3 and 4)`)).toBeVisible();

  // The edit survives a reload: it came from the server.
  await page.reload();
  await expect(
    page.getByRole('article').first().getByText(`${text} (courts 3 and 4)`),
  ).toBeVisible();

  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete post?' });
  await dialog.getByRole('button', { name: 'Delete post' }).click();
  await expect(page.getByText(`${text} (courts 3 and 4)`)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Community feed' })).toBeVisible();
  await expect(page.getByText(`${text} (courts 3 and 4)`)).toHaveCount(0);
});

test('another player reports a post; an admin resolves the report by deleting the post', async ({
  page,
  request,
  browser,
}) => {
  const author = await registerMember(request, 'Lee Chong Wei Fan');
  const reporter = await registerMember(request, 'Siti Reporter');
  const text = `Cheap paddles, DM me ${Date.now()}`;

  await signInToPickleZone(page, author.username);
  await page.getByLabel('What would you like to share?').fill(text);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Your post is live.')).toBeVisible();
  // The author cannot report their own post.
  await expect(
    page.getByRole('article').first().getByRole('button', { name: 'Report', exact: true }),
  ).toHaveCount(0);

  const reporterContext = await browser.newContext();
  const reporterPage = await reporterContext.newPage();
  await signInToPickleZone(reporterPage, reporter.username);
  const post = reporterPage.getByRole('article').filter({ hasText: text });
  await expect(post.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await post.getByRole('button', { name: 'Report', exact: true }).click();
  const report = reporterPage.getByRole('dialog', { name: 'Report post' });
  await report.getByRole('button', { name: 'Submit report' }).click();
  await expect(report.getByText('Please select a reason for reporting this post')).toBeVisible();
  await report.getByLabel('Spam').check();
  await report.getByLabel('Details (optional)').fill('Advertising in the community feed');
  await report.getByRole('button', { name: 'Submit report' }).click();
  await expect(
    report.getByText('Thank you. Your report has been sent to the moderators.'),
  ).toBeVisible();
  await reporterContext.close();

  await signInStaff(page, 'moderator');
  await page.goto('/admin/dashboard?section=report');
  const card = page.getByRole('article').filter({ hasText: 'Advertising in the community feed' });
  await expect(card.getByText(text)).toBeVisible();
  await expect(card.getByText('Pending')).toBeVisible();
  await card.getByRole('button', { name: /Delete the post reported by Siti Reporter/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete post?' })
    .getByRole('button', { name: 'Delete post' })
    .click();
  await expect(page.getByText('Post deleted. Its reports were marked resolved.')).toBeVisible();
  await expect(card.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(card.getByText('Post deleted')).toBeVisible();
  await page.getByRole('button', { name: /^Pending/ }).click();
  await expect(
    page.getByRole('article').filter({ hasText: 'Advertising in the community feed' }),
  ).toHaveCount(0);

  const feed = await request.get('/api/posts?limit=50');
  expect(((await feed.json()) as { content: string }[]).some((p) => p.content === text)).toBe(
    false,
  );
});
