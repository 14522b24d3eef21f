import { E2E_TEST_CLOCK_TOKEN } from '../playwright.config';

import { giveMembership, PLAYER_PASSWORD, registerPlayer } from './accounts';
import { expect, go, PHONE, ready, shot, test, type APIRequestContext } from './fixtures';
import { mailLinkTo, superAdminApi } from './staff';

// A paid course with two places fills while two players are on the gateway's page: their places
// are held, a third finds it full and joins the waitlist; one pays, the other abandons, and when
// the abandoned checkout expires its place passes to the waitlist. Phones (390 px), in English
// and in Bahasa Malaysia; the course never shows more than its two places taken.

const WORDS = {
  en: {
    prefix: '',
    username: 'Username',
    password: 'Password',
    signIn: 'Sign In',
    enrol: 'Enroll',
    confirmGroup: 'Confirm the price',
    confirmPay: 'Confirm and pay · RM 120.00',
    upcoming: 'Upcoming',
    waiting: 'Waitlists and offers',
    awaiting: 'Awaiting payment',
    payNow: 'Pay now · RM 120.00',
    held: /Your place is held until /,
  },
  ms: {
    prefix: '/ms',
    username: 'Nama pengguna',
    password: 'Kata laluan',
    signIn: 'Daftar Masuk',
    enrol: 'Daftar',
    confirmGroup: 'Sahkan harga',
    confirmPay: 'Sahkan dan bayar · RM 120.00',
    upcoming: 'Akan datang',
    waiting: 'Senarai menunggu dan tawaran',
    awaiting: 'Menunggu bayaran',
    payNow: 'Bayar sekarang · RM 120.00',
    held: /Tempat anda disimpan sehingga /,
  },
} as const;
type Language = keyof typeof WORDS;

test('a full paid course: places held while paying, the waitlist, and an abandoned checkout passed on when it expires', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const title = `Third shot drop course ${stamp}`;
  const titleMs = `Kursus pukulan ketiga ${stamp}`;
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post('/api/courses', {
    headers: await superAdminApi(request),
    data: {
      title,
      titleMs,
      description: 'Two places only.',
      descriptionMs: 'Dua tempat sahaja.',
      date,
      time: '9:00 AM - 12:00 PM',
      location: 'Bukit Jalil',
      state: 'Kuala Lumpur',
      coach: 'Coach Lim',
      maxParticipants: 2,
      price: 120,
      status: 'active',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const courseId = ((await created.json()) as { _id: string })._id;

  /** Places taken as everyone sees them (enrolled, held and offered), never more than two. */
  const taken = async (api: APIRequestContext) => {
    const courses = (await (await api.get('/api/courses')).json()) as {
      _id: string;
      enrolled: number;
      maxParticipants: number;
    }[];
    const course = courses.find((c) => c._id === courseId)!;
    expect(course.enrolled).toBeLessThanOrEqual(course.maxParticipants);
    return course.enrolled;
  };

  async function member(fullName: string, prefix: string, language: Language) {
    const player = await registerPlayer(request, { fullName, prefix, language });
    await giveMembership(request, player.username);
    const context = await browser.newContext({ baseURL, viewport: PHONE });
    const page = await context.newPage();
    const w = WORDS[language];
    await go(page, `${w.prefix}/player/login`);
    await page.getByLabel(w.username).fill(player.username);
    await page.getByLabel(w.password, { exact: true }).fill(PLAYER_PASSWORD);
    await page.getByRole('button', { name: w.signIn }).click();
    await expect(page).toHaveURL(/\/player\/dashboard/);
    const card = page.locator('article', {
      has: page.getByRole('heading', { name: language === 'ms' ? titleMs : title }),
    });
    return { ...player, page, card, w, context };
  }

  const a = await member('Aisyah Hold', 'holda', 'ms');
  const b = await member('Benjamin Hold', 'holdb', 'en');
  const c = await member('Chandra Wait', 'holdc', 'ms');

  // A and B each confirm the price and reach the gateway's page: their places are held.
  for (const player of [a, b]) {
    const { page, card, w } = player;
    await go(page, `${w.prefix}/training`);
    await card.getByRole('button', { name: w.enrol, exact: true }).click();
    const confirm = card.getByRole('group', { name: w.confirmGroup });
    await expect(confirm.getByRole('button', { name: w.confirmPay })).toBeVisible();
    await confirm.scrollIntoViewIfNeeded();
    await shot(page, `course-confirm-pay-${player === a ? 'ms' : 'en'}`, false);
    await confirm.getByRole('button', { name: w.confirmPay }).click();
    await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
    await expect(page.getByText('MYR 120.00')).toBeVisible();
  }
  expect(await taken(request)).toBe(2);

  // A leaves the gateway's page without paying: Payments says nothing was charged, and My
  // Training shows the held place with Pay now.
  await a.page.getByRole('link', { name: 'Back to the site' }).click();
  await expect(a.page).toHaveURL(/\/ms\/player\/dashboard\?tab=payments&order=.*&cancelled=1/);
  await ready(a.page);
  await expect(a.page.getByText(/^Anda meninggalkan halaman pembayaran\. Tiada caj/)).toBeVisible();
  const aOpen = a.page.getByTestId('payment-order').filter({ hasText: titleMs });
  await expect(aOpen.getByText(a.w.awaiting, { exact: true })).toBeVisible();
  await expect(aOpen.getByRole('link', { name: 'Sambung bayaran' })).toBeVisible();
  await go(a.page, '/ms/player/dashboard?tab=training');
  const aUpcoming = a.page.getByRole('region', { name: a.w.upcoming });
  await expect(aUpcoming.getByRole('heading', { name: titleMs })).toBeVisible();
  await expect(aUpcoming.getByText(a.w.awaiting, { exact: true })).toBeVisible();
  await expect(aUpcoming.getByRole('button', { name: a.w.payNow })).toBeVisible();
  await expect(aUpcoming.getByText(a.w.held)).toBeVisible();
  await shot(a.page, 'held-place-ms');

  // B, in another tab, looks at My Training before paying: the same held place, in English.
  await go(b.page, '/player/dashboard?tab=training');
  const bUpcoming = b.page.getByRole('region', { name: b.w.upcoming });
  await expect(bUpcoming.getByRole('heading', { name: title })).toBeVisible();
  await expect(bUpcoming.getByText(b.w.awaiting, { exact: true })).toBeVisible();
  await expect(bUpcoming.getByRole('button', { name: b.w.payNow })).toBeVisible();
  await expect(bUpcoming.getByText(b.w.held)).toBeVisible();
  await shot(b.page, 'held-place-en');

  // C finds the course full (both places held) and joins the waitlist.
  await go(c.page, '/ms/training');
  await expect(c.card.getByText('2/2', { exact: true })).toBeVisible();
  await expect(c.card.getByText('Penuh', { exact: true })).toBeVisible();
  await expect(c.card.getByRole('button', { name: c.w.enrol, exact: true })).toHaveCount(0);
  await c.card.getByRole('button', { name: 'Sertai senarai menunggu' }).click();
  await expect(c.card.getByText('Dalam senarai menunggu: nombor 1')).toBeVisible();
  await c.card.scrollIntoViewIfNeeded();
  await shot(c.page, 'course-full-waitlist-ms', false);
  expect(await taken(request)).toBe(2);

  // B pays now (card): enrolled, still two places taken.
  await bUpcoming.getByRole('button', { name: b.w.payNow }).click();
  await expect(b.page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await b.page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(b.page).toHaveURL(/\/player\/dashboard\?tab=payments&order=/);
  await expect(b.page.getByText(/Payment received — receipt MPA-\d{4}-\d{6}/)).toBeVisible({
    timeout: 20_000,
  });
  await go(b.page, '/training');
  await expect(b.card.getByText('Enrolled', { exact: true })).toBeVisible();
  await expect(b.card.getByText('2/2', { exact: true })).toBeVisible();
  expect(await taken(request)).toBe(2);

  // A never pays. A day later the checkout has expired: A's hold is released, once, and the
  // place is offered to C (My Training, the bell and a mail, in Malay).
  const advanced = await request.post('/api/test-clock/advance', {
    headers: { 'x-test-clock-token': E2E_TEST_CLOCK_TOKEN },
    data: { days: 1 },
  });
  expect(advanced.status()).toBe(200);
  expect(await taken(request)).toBe(2);

  await go(a.page, '/ms/player/dashboard?tab=training');
  await expect(
    a.page.getByRole('region', { name: a.w.upcoming }).getByRole('heading', { name: titleMs }),
  ).toHaveCount(0);
  await go(a.page, '/ms/player/dashboard?tab=payments');
  const aOrder = a.page.getByTestId('payment-order').filter({ hasText: titleMs });
  await expect(aOrder.getByText('Tamat tempoh', { exact: true })).toBeVisible();

  await go(c.page, '/ms/player/dashboard?tab=training');
  const cWaiting = c.page.getByRole('region', { name: c.w.waiting });
  await expect(cWaiting.getByRole('heading', { name: titleMs })).toBeVisible();
  await expect(cWaiting.getByText(/Satu tempat disimpan untuk anda sehingga /)).toBeVisible();
  await expect(cWaiting.getByRole('button', { name: 'Tuntut tempat saya' })).toBeVisible();
  await shot(c.page, 'offered-place-ms');
  expect(
    await mailLinkTo(c.email, new RegExp(`Satu tempat telah kosong dalam kursus "${titleMs}"`)),
  ).toBeTruthy();
  // The bell says it too.
  const bell = c.page.getByRole('button', { name: /^Pemberitahuan/ });
  await bell.click();
  await expect(
    c.page
      .getByRole('region', { name: 'Pemberitahuan' })
      .getByText(`Satu tempat disimpan untuk anda: ${titleMs}`),
  ).toHaveCount(1);
  await shot(c.page, 'offer-bell-ms');
  await bell.click();

  // C claims the offered place and pays by FPX: two places taken, both paid.
  await go(c.page, '/ms/player/dashboard?tab=training');
  await cWaiting.getByRole('button', { name: 'Tuntut tempat saya' }).click();
  await cWaiting.getByRole('button', { name: c.w.confirmPay }).click();
  await expect(c.page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await c.page.getByRole('button', { name: 'Pay with FPX online banking' }).click();
  await expect(c.page).toHaveURL(/\/ms\/player\/dashboard\?tab=payments&order=/);
  await expect(c.page.getByText(/Bayaran diterima — resit MPA-\d{4}-\d{6}/)).toBeVisible({
    timeout: 20_000,
  });
  await go(c.page, '/ms/training');
  await expect(c.card.getByText('Berdaftar', { exact: true })).toBeVisible();
  await expect(c.card.getByText('2/2', { exact: true })).toBeVisible();
  expect(await taken(request)).toBe(2);
  const places = (await (
    await request.get(`/api/courses/${courseId}/participants`, {
      headers: await superAdminApi(request),
    })
  ).json()) as { fullName?: string; paidAt: string | null }[];
  expect(places).toHaveLength(2);
  expect(places.every((p) => p.paidAt !== null)).toBe(true);

  for (const player of [a, b, c]) await player.context.close();
});
