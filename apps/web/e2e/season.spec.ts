import { E2E_TEST_CLOCK_TOKEN } from '../playwright.config';

import { giveMembership, PLAYER_PASSWORD, playerToken, registerPlayer } from './accounts';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { mailLinkTo, superAdminApi } from './staff';

async function member(request: APIRequestContext, fullName: string) {
  const player = await registerPlayer(request, { fullName, prefix: 'season' });
  await giveMembership(request, player.username);
  const token = await playerToken(request, player.username);
  return { ...player, auth: { authorization: `Bearer ${token}` } };
}

async function signIn(page: Page, username: string) {
  await page.goto('/player/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PLAYER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/player\/dashboard/);
}

async function statusOf(request: APIRequestContext, auth: Record<string, string>, title: string) {
  const mine = (await (
    await request.get('/api/players/me/programs', { headers: auth })
  ).json()) as { status: string; program: { title: string } }[];
  return mine.find((entry) => entry.program.title === title)?.status ?? null;
}

test('a full clinic: join the waitlist, a cancellation offers the place, claim it; an unclaimed offer passes on after the window', async ({
  page,
  request,
}) => {
  const title = `Waitlist clinic ${Date.now()}`;
  const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post('/api/clinics', {
    headers: await superAdminApi(request),
    data: {
      title,
      description: 'One place only.',
      date,
      time: '7:00 PM - 9:00 PM',
      location: 'Ipoh',
      state: 'Perak',
      coach: 'Coach Farid',
      maxParticipants: 1,
      price: 30,
      status: 'active',
    },
  });
  expect(created.status()).toBe(201);
  const clinicId = ((await created.json()) as { _id: string })._id;

  const [first, second, third, fourth] = [
    await member(request, 'Aminah Holder'),
    await member(request, 'Bala Waiting'),
    await member(request, 'Chong Third'),
    await member(request, 'Devi Fourth'),
  ];
  expect(
    (await request.post(`/api/clinics/${clinicId}/enroll`, { headers: first!.auth })).status(),
  ).toBe(200);

  // The second player finds it full on the training page and joins the waitlist there.
  await signIn(page, second!.username);
  await page.goto('/training');
  const card = page.locator('article', { has: page.getByRole('heading', { name: title }) }).first();
  await expect(card.getByText('Full', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Join waitlist' }).click();
  await expect(card.getByText('On the waitlist: number 1 in line')).toBeVisible();
  for (const later of [third!, fourth!])
    expect(
      (await request.post(`/api/clinics/${clinicId}/waitlist`, { headers: later.auth })).status(),
    ).toBe(200);

  // The holder cancels: the place is offered to the second player, by mail and in the portal.
  expect(
    (await request.delete(`/api/clinics/${clinicId}/enroll`, { headers: first!.auth })).status(),
  ).toBe(200);
  expect(await mailLinkTo(second!.email, /\/player\/dashboard\?tab=training/)).toBeTruthy();
  await page.goto('/player/dashboard?tab=training');
  const waiting = page.getByRole('region', { name: 'Waitlists and offers' });
  await expect(waiting.getByText(/A place is held for you until/)).toBeVisible();
  await waiting.getByRole('button', { name: 'Claim my place' }).click();
  // A paid clinic: the price is confirmed, then paid on the gateway's page.
  await waiting.getByRole('button', { name: 'Confirm and pay · RM 30.00' }).click();
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page.getByText(/Payment received — receipt MPA-/)).toBeVisible({ timeout: 20_000 });
  await page.goto('/player/dashboard?tab=training');
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByRole('heading', { name: title })).toBeVisible();
  await expect(upcoming.getByText('Enrolled', { exact: true })).toBeVisible();
  expect(await statusOf(request, third!.auth, title)).toBe('waitlisted');

  // The second player cancels from the portal: the third is offered the place and lets it lapse.
  await upcoming.getByRole('button', { name: 'Cancel enrolment' }).click();
  await expect(upcoming.getByRole('heading', { name: title })).toHaveCount(0);
  expect(await statusOf(request, third!.auth, title)).toBe('offered');
  expect(await statusOf(request, fourth!.auth, title)).toBe('waitlisted');
  const advanced = await request.post('/api/test-clock/advance', {
    headers: { 'x-test-clock-token': E2E_TEST_CLOCK_TOKEN },
    data: { days: 1 },
  });
  expect(advanced.status()).toBe(200);
  expect(await statusOf(request, third!.auth, title)).toBeNull();
  expect(await statusOf(request, fourth!.auth, title)).toBe('offered');
});

test('the bell shows comments, likes and a report outcome live, from players in other browser contexts', async ({
  page,
  browser,
  request,
}) => {
  const author = await registerPlayer(request, { fullName: 'Bell Author', prefix: 'bell' });
  const fan = await registerPlayer(request, { fullName: 'Farid Fan', prefix: 'bell' });
  const authorAuth = { authorization: `Bearer ${await playerToken(request, author.username)}` };
  const created = await request.post('/api/posts', {
    headers: authorAuth,
    multipart: { content: 'Anyone for doubles at Bukit Jalil tonight?' },
  });
  expect(created.status()).toBe(201);
  const postId = ((await created.json()) as { _id: string })._id;

  await signIn(page, author.username);
  await page.goto('/tournament');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');

  // The fan, signed in in another browser, comments and likes.
  const other = await browser.newContext();
  const fanPage = await other.newPage();
  await signIn(fanPage, fan.username);
  expect(
    (
      await fanPage.request.post(`/api/posts/${postId}/comment`, {
        data: { comment: 'Count me in!' },
      })
    ).status(),
  ).toBe(200);
  expect((await fanPage.request.post(`/api/posts/${postId}/like`)).status()).toBe(200);
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');

  // The author reported someone else's post; a moderator removes it.
  const spammer = await registerPlayer(request, { fullName: 'Spam Account', prefix: 'bell' });
  const spamAuth = { authorization: `Bearer ${await playerToken(request, spammer.username)}` };
  const spam = await request.post('/api/posts', {
    headers: spamAuth,
    multipart: { content: 'Cheap paddles at spam.example' },
  });
  const spamId = ((await spam.json()) as { _id: string })._id;
  expect(
    (await page.request.post(`/api/posts/${spamId}/report`, { data: { reason: 'spam' } })).status(),
  ).toBe(201);
  const removed = await request.delete(`/api/posts/${spamId}`, {
    headers: await superAdminApi(request),
  });
  expect(removed.status()).toBe(200);
  await expect(bell).toHaveAccessibleName('Notifications, 3 unread');

  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByText('Thanks for your report: we removed the post')).toBeVisible();
  await expect(panel.getByText('1 person liked your post')).toBeVisible();
  await expect(panel.getByText('Farid Fan commented on your post')).toBeVisible();
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await other.close();
});
