import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { giveMembership, PLAYER_PASSWORD, playerToken, registerPlayer } from './accounts';
import { currentServer, expect, test } from './fixtures';
import { superAdminApi } from './staff';

// A paid course on a phone, paid online: the price, the refund rule and that the place is held
// while paying are confirmed first; the gateway's page (a local stand-in) takes the payment; back
// on the site the place is enrolled and paid, and the confirmation reaches the player's inbox
// and mail once.

test.use({ viewport: { width: 390, height: 844 } });

/** The mails to `to` whose subject matches (the server writes them to its data directory). */
async function mailsTo(to: string, subject: RegExp) {
  const dir = path.join(currentServer().dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json'));
  const mails = await Promise.all(
    files.map(
      async (f) =>
        JSON.parse(await readFile(path.join(dir, f), 'utf8')) as {
          to: string;
          subject: string;
          text: string;
        },
    ),
  );
  return mails.filter((m) => m.to === to && subject.test(m.subject));
}

test('a paid course asks to confirm its price, takes the payment online, and confirms the enrolment in the inbox and by mail once', async ({
  page,
  request,
}) => {
  const title = `Paid coaching course ${Date.now()}`;
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post('/api/courses', {
    headers: await superAdminApi(request),
    data: {
      title,
      description: 'Level 1.',
      date,
      time: '9:00 AM - 5:00 PM',
      location: 'Bukit Jalil',
      state: 'Kuala Lumpur',
      coach: 'Coach Lim',
      maxParticipants: 10,
      price: 750,
      status: 'active',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const player = await registerPlayer(request, { fullName: 'Lim Wei Jie', prefix: 'paid' });
  await giveMembership(request, player.username);

  await page.goto('/player/login');
  await page.getByLabel('Username').fill(player.username);
  await page.getByLabel('Password', { exact: true }).fill(PLAYER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/player\/dashboard/);

  await page.goto('/training');
  const card = page.locator('article', { has: page.getByRole('heading', { name: title }) }).first();
  await expect(card.getByText('0/10', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Enroll' }).click();
  const confirm = card.getByRole('group', { name: 'Confirm the price' });
  await expect(confirm).toContainText('This course costs RM 750.00.');
  await expect(confirm).toContainText('You pay on a secure payment page.');
  await expect(confirm).toContainText('held while you pay, for 30 minutes');
  await expect(confirm).toContainText('Refunds: ');
  await confirm.scrollIntoViewIfNeeded();
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/paid-enrolment-390.png` });
  // A double tap opens one checkout and holds one place.
  await confirm.getByRole('button', { name: 'Confirm and pay · RM 750.00' }).dblclick();

  // The gateway's hosted page (the stand-in): the amount is the server's.
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await expect(page.getByText('MYR 750.00')).toBeVisible();
  await page.getByRole('button', { name: 'Pay by card' }).click();

  // Back on Payments: the webhook may come before or after the browser; either way, paid.
  await expect(page).toHaveURL(/\/player\/dashboard\?tab=payments&order=/);
  await expect(page.getByText(/Payment received — receipt MPA-\d{4}-\d{6}/)).toBeVisible({
    timeout: 20_000,
  });
  const receipt = /MPA-\d{4}-\d{6}/.exec(
    (await page.getByText(/Payment received — receipt/).textContent())!,
  )![0];
  const orders = page.getByTestId('payment-order').filter({ hasText: title });
  await expect(orders).toHaveCount(1);
  await expect(orders.getByText('Paid', { exact: true })).toBeVisible();
  await expect(
    orders.getByRole('link', { name: `Download receipt ${receipt} (PDF)` }),
  ).toBeVisible();

  // Enrolled once, and paid.
  await page.goto('/training');
  await expect(card.getByText('Enrolled', { exact: true })).toBeVisible();
  await expect(card.getByText('1/10', { exact: true })).toBeVisible();
  const token = await playerToken(request, player.username);
  const mine = (await (
    await request.get('/api/players/me/programs', {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { status: string; program: { title: string } }[];
  expect(mine.filter((entry) => entry.program.title === title)).toEqual([
    expect.objectContaining({ status: 'enrolled' }),
  ]);

  // The confirmation and the payment notice: once each, in the inbox and by mail.
  await page.goto('/player/dashboard?tab=inbox');
  const inbox = page.getByRole('tabpanel', { name: 'Inbox' });
  await expect(inbox.getByText(`Enrolment confirmed: ${title}`)).toHaveCount(1);
  const day = new Intl.DateTimeFormat('en-MY', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kuala_Lumpur',
  }).format(new Date(`${date}T12:00:00+08:00`));
  await expect(inbox.getByText(`Payment received: Course: ${title} (${day})`)).toHaveCount(1);
  await expect
    .poll(async () => (await mailsTo(player.email, /^Enrolment confirmed: /)).length)
    .toBe(1);
  const [confirmation] = await mailsTo(player.email, /^Enrolment confirmed: /);
  expect(confirmation!.text).toContain(`Fee: RM 750.00, paid online (receipt ${receipt}).`);
  expect(confirmation!.text).toMatch(/\/player\/dashboard\?tab=training/);
  expect(confirmation!.text).not.toContain('bank transfer');
  expect(await mailsTo(player.email, /^Payment received: /)).toHaveLength(1);
});
