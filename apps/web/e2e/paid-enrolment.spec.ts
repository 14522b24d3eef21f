import { giveMembership, PLAYER_PASSWORD, registerPlayer } from './accounts';
import { expect, test } from './fixtures';
import { mailLinkTo, superAdminApi } from './staff';

// A paid course on a phone: the price and how and when to pay are confirmed before enrolling,
// and the confirmation reaches the player's inbox and mail.

test.use({ viewport: { width: 390, height: 844 } });

test('a paid course asks to confirm its price, then confirms the enrolment in the inbox and by mail', async ({
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
  const courseId = ((await created.json()) as { _id: string })._id;
  const player = await registerPlayer(request, { fullName: 'Lim Wei Jie', prefix: 'paid' });
  await giveMembership(request, player.username);

  await page.goto('/player/login');
  await page.getByLabel('Username').fill(player.username);
  await page.getByLabel('Password', { exact: true }).fill(PLAYER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/player\/dashboard/);

  await page.goto('/training');
  const card = page.locator('article', { has: page.getByRole('heading', { name: title }) }).first();
  await card.getByRole('button', { name: 'Enroll' }).click();
  const confirm = card.getByRole('group', { name: 'Confirm the price' });
  await expect(confirm).toContainText('This course costs RM 750.00.');
  await expect(confirm).toContainText('by bank transfer before');
  await confirm.scrollIntoViewIfNeeded();
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/paid-enrolment-390.png` });
  // A double tap enrols once.
  await confirm.getByRole('button', { name: 'Confirm and enrol · RM 750.00' }).dblclick();
  await expect(card.getByText('Enrolled', { exact: true })).toBeVisible();

  expect(await mailLinkTo(player.email, /\/player\/dashboard\?tab=training/)).toBeTruthy();
  await page.goto('/player/dashboard?tab=inbox');
  const inbox = page.getByRole('tabpanel', { name: 'Inbox' });
  await expect(inbox.getByText(`Enrolment confirmed: ${title}`)).toHaveCount(1);

  // The association records the transfer: the player is told, once, and the portal says paid.
  const staff = await superAdminApi(request);
  const [place] = (await (
    await request.get(`/api/courses/${courseId}/participants`, { headers: staff })
  ).json()) as { playerId: string; paidAt: string | null }[];
  expect(place!.paidAt).toBeNull();
  for (let i = 0; i < 2; i++) {
    const paid = await request.post(
      `/api/courses/${courseId}/participants/${place!.playerId}/payment`,
      { headers: staff, data: { reference: 'MBB 771234' } },
    );
    expect(paid.status()).toBe(200);
  }
  await page.reload();
  await expect(inbox.getByText(`Payment received: ${title}`)).toHaveCount(1);
  await page.goto('/player/dashboard?tab=training');
  await expect(page.getByText(/^Paid: RM 750\.00/)).toBeVisible();
});
