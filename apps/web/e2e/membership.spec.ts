import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { addDays, addMonths, todayInMalaysia } from '@app/shared/membership';

import { PLAYER_PASSWORD, registerPlayer } from './accounts';
import { currentServer, expect, test, type APIRequestContext, type Page } from './fixtures';
import { signInStaff } from './staff';

const PASSWORD = PLAYER_PASSWORD;

const registerMember = (request: APIRequestContext) =>
  registerPlayer(request, {
    fullName: `Farah Nadia ${`${Date.now()}`.slice(-8)}`,
    prefix: 'mb',
  });

/** The card check as a stranger sees it: a fresh browser with no session. */
async function checkCard(page: Page, url: string) {
  const context = await page.context().browser()!.newContext();
  const stranger = await context.newPage();
  await stranger.goto(url);
  return { stranger, close: () => context.close() };
}

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-MY', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

test('a player renews, an officer confirms, the card verifies; suspension and a new QR code follow', async ({
  page,
  browser,
}) => {
  const player = await registerMember(page.request);

  // The player asks to join and sees how to pay.
  await page.goto('/player/login');
  await page.getByLabel('Username').fill(player.username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/player\/dashboard/);
  await page.getByRole('tab', { name: 'Membership' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Membership' });
  await expect(panel.getByText('Not a member').first()).toBeVisible();
  await panel.getByLabel('Membership type').selectOption({ label: 'Adult annual' });
  await expect(panel.getByText('RM 50.00 · 12 months')).toBeVisible();
  // Online payment is offered too; this player pays by bank transfer.
  await panel.getByRole('button', { name: 'Get bank transfer details' }).click();
  const pending = panel.getByTestId('pending-renewal');
  await expect(pending).toContainText('Pay RM 50.00 for Adult annual');
  await expect(pending).toContainText('Maybank');

  // A membership officer confirms the payment from the renewals waiting.
  const officerContext = await browser.newContext();
  const officer = await officerContext.newPage();
  await signInStaff(officer, 'membership_officer');
  await officer.goto('/admin/dashboard?section=membership');
  const row = officer.getByRole('row').filter({ hasText: player.fullName });
  await row.getByRole('button', { name: 'Record payment' }).click();
  const dialog = officer.getByRole('dialog');
  await expect(dialog.getByLabel('Amount (RM)')).toHaveValue('50.00');
  await dialog
    .getByRole('form', { name: 'Record payment' })
    .getByRole('button', { name: 'Record payment' })
    .click();
  await expect(dialog.getByText(/Payment recorded: receipt MPA-\d{4}-\d{6}/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // The player's card is active until a year less a day from the term's first day (the
  // server's today: other browser tests on this server may have moved its clock forward).
  const term = (await (await page.request.get('/api/players/me/membership')).json()) as {
    startsOn: string;
  };
  expect(term.startsOn >= todayInMalaysia()).toBe(true);
  const expires = longDate(addDays(addMonths(term.startsOn, 12), -1));
  await page.reload();
  await expect(panel.getByText(`Valid until ${expires}.`)).toBeVisible();
  const card = panel.getByTestId('membership-card');
  await expect(card).toContainText('Active');
  await expect(card).toContainText(expires);
  const receipt = panel.getByRole('link', { name: /Download receipt MPA-/ });
  const pdf = await page.request.get((await receipt.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // The QR code's address, opened by a stranger, says active — and shows no IC or contact data.
  const verifyUrl = await page.evaluate(
    async () =>
      ((await (await fetch('/api/players/me/card')).json()) as { verifyUrl: string }).verifyUrl,
  );
  let check = await checkCard(page, verifyUrl);
  await expect(check.stranger.getByTestId('verify-result')).toContainText(player.fullName);
  await expect(check.stranger.getByTestId('verify-result')).toContainText('Active');
  await expect(check.stranger.getByText('Current member.')).toBeVisible();
  expect(await check.stranger.content()).not.toContain(player.icNumber);
  expect(await check.stranger.locator('meta[name="robots"]').getAttribute('content')).toContain(
    'noindex',
  );
  await check.close();

  // The officer suspends the membership: the check says so.
  await officer.goto('/admin/dashboard?section=manage-players');
  await officer.getByLabel('Search players').fill(player.username);
  await officer
    .getByRole('button', { name: `Actions for ${player.fullName}` })
    .first()
    .click();
  await officer.getByRole('menuitem', { name: 'Membership' }).click();
  await officer.getByLabel('Suspend: Reason').fill('Conduct under review');
  await officer.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(officer.getByRole('dialog').getByText('Conduct under review')).toBeVisible();
  check = await checkCard(page, verifyUrl);
  await expect(check.stranger.getByTestId('verify-result')).toContainText('Suspended');
  await check.close();
  await officerContext.close();

  // "My card was photographed": a new QR code; the old address is no longer recognised.
  await panel.getByRole('button', { name: 'Replace QR code' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Replace QR code' }).click();
  await expect(
    panel.getByText('Your card has a new QR code; the old one no longer works.'),
  ).toBeVisible();
  check = await checkCard(page, verifyUrl);
  await expect(check.stranger.getByRole('heading', { name: 'Card not recognised' })).toBeVisible();
  await check.close();
  expect((await page.request.get(`/api/verify/${verifyUrl.split('/').pop()}`)).status()).toBe(404);
});

test('the card still shows with no signal, and signing out removes the player’s offline copy', async ({
  page,
  context,
}) => {
  const file = await readFile(path.join(currentServer().dataDir, 'demo-player-password'), 'utf8');
  const password = /password: (\S+)/.exec(file)![1]!;
  await page.goto('/player/login');
  await page.getByLabel('Username').fill('demo.player');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/player\/dashboard/);
  await page.goto('/player/dashboard?tab=membership');
  const card = page.getByTestId('membership-card');
  await expect(card).toBeVisible();
  const memberId = (await card.getByText(/^MPA\d{6}$/).textContent())!;
  // The worker takes over; the next load goes through it and is kept.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(card).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(card).toContainText(memberId);
  await expect(page.getByText(/You are offline/)).toBeVisible();
  await context.setOffline(false);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/player\/login/);
  // Scripts may be kept again for the sign-in page; nothing personal is.
  const personal = () =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls.filter((url) => /\/api\/|\/player\/dashboard|\/uploads\//.test(url));
    });
  await expect.poll(personal).toEqual([]);
});
