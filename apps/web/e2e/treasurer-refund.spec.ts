import { formatRinggit } from '@app/shared/membership';

import { PLAYER_PASSWORD, registerPlayer } from './accounts';
import { expect, PHONE, ready, shot, test, type APIRequestContext } from './fixtures';
import { mailLinkTo, signInStaff, superAdminApi } from './staff';

// A player pays RM 50.00 for membership online; a treasurer finds the receipt in Finance and
// refunds RM 20.00 of it with a reason. The receipt shows the refund and its credit note; the
// daily totals and the membership dashboard agree (receipts less refunds); the player sees the
// part refund with the credit note under Payments and is told in the inbox and by mail.

const DESKTOP = { width: 1280, height: 900 };

const rm = formatRinggit;

interface Totals {
  receiptCount: number;
  receiptsSen: number;
  refundsSen: number;
  voidsSen: number;
  revenueSen: number;
}
interface Summary {
  from: string;
  to: string;
  days: (Totals & { date: string; method: string })[];
  totals: Totals;
}

const summaryOf = async (request: APIRequestContext, headers: Record<string, string>) => {
  const res = await request.get('/api/admin/finance/summary', { headers });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Summary;
};
const dashboardRevenue = async (request: APIRequestContext, headers: Record<string, string>) => {
  const res = await request.get('/api/admin/membership/dashboard', { headers });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { revenueThisMonthSen: number }).revenueThisMonthSen;
};

test('a treasurer refunds part of an online membership payment; the receipt, the totals, the dashboard and the player agree', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  // What the books said before (other tests on this server may have taken money this month).
  const admin = await superAdminApi(request);
  const before = await summaryOf(request, admin);
  const dashboardBefore = await dashboardRevenue(request, admin);
  expect(dashboardBefore).toBe(before.totals.revenueSen);

  // The player joins and pays RM 50.00 online on a phone.
  await page.setViewportSize(PHONE);
  const player = await registerPlayer(request, { fullName: 'Nurul Refund', prefix: 'refund' });
  await page.goto('/player/login');
  await page.getByLabel('Username').fill(player.username);
  await page.getByLabel('Password', { exact: true }).fill(PLAYER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/player\/dashboard/);
  await page.getByRole('tab', { name: 'Membership' }).click();
  const membership = page.getByRole('tabpanel', { name: 'Membership' });
  await membership.getByLabel('Membership type').selectOption({ label: 'Adult annual' });
  await membership.getByRole('button', { name: 'Pay online · RM 50.00' }).click();
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page).toHaveURL(/tab=payments&order=/);
  const received = page.getByText(/Payment received — receipt MPA-\d{4}-\d{6}/);
  await expect(received).toBeVisible({ timeout: 20_000 });
  const receipt = /MPA-\d{4}-\d{6}/.exec((await received.textContent())!)![0];

  // The treasurer (two-factor) opens Finance and finds the receipt.
  const staffContext = await browser.newContext({ baseURL, viewport: DESKTOP });
  const staff = await staffContext.newPage();
  await signInStaff(staff, 'treasurer');
  await staff.goto('/admin/dashboard?section=finance');
  await ready(staff);
  await expect(staff.getByRole('heading', { name: 'Finance', level: 2 })).toBeVisible();
  await staff.getByLabel('Search').fill(receipt);
  await staff.getByLabel('Search').press('Enter');
  await expect(staff.getByText('1 payment', { exact: true })).toBeVisible();
  const row = staff.getByRole('row').filter({ hasText: receipt });
  await expect(row).toContainText('Nurul Refund');
  await expect(row).toContainText('RM 50.00');
  await expect(row).toContainText('Paid');
  const paidOn = (await row.getByRole('cell').first().textContent())!.trim();
  expect(paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // How the player paid, as the gateway reported it (issue 39): a card, online, a Visa.
  await expect(row.getByRole('cell').nth(3)).toHaveText('CardOnline · Visa');
  // Daily totals count money by how it came in: online.
  const methodLabel = 'Online';

  // On a phone the Finance page still works: one look at 390 px.
  await staff.setViewportSize(PHONE);
  await staff.reload();
  await ready(staff);
  await expect(row).toContainText('RM 50.00');
  // The wide table scrolls inside its card; the page itself does not scroll sideways.
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await shot(staff, 'finance-payments');

  // Refund RM 20.00 of it, with a reason (at 390 px: the dialog fits a phone).
  await row.getByRole('button', { name: `Refund receipt ${receipt}` }).click();
  const dialog = staff.getByRole('dialog', { name: `Refund receipt ${receipt}` });
  await expect(dialog.getByText('Paid: RM 50.00')).toBeVisible();
  await expect(dialog.getByText('Left to refund: RM 50.00')).toBeVisible();
  await dialog.getByLabel('Refund part of it').check();
  await dialog.getByLabel('Amount to refund (RM)').fill('20.00');
  await dialog.getByLabel('Reason').fill('Moved abroad after two months');
  await expect(dialog.getByRole('button', { name: 'Refund RM 20.00' })).toBeVisible();
  await shot(staff, 'finance-refund-dialog', false);
  await dialog.getByRole('button', { name: 'Refund RM 20.00' }).click();
  const done = staff.getByText(
    new RegExp(`^Refunded RM 20\\.00 on receipt ${receipt}: credit note CN-\\d{4}-\\d{6}\\.$`),
  );
  await expect(done).toBeVisible({ timeout: 20_000 });
  const creditNote = /CN-\d{4}-\d{6}/.exec((await done.textContent())!)![0];
  await expect(dialog).toHaveCount(0);
  await staff.setViewportSize(DESKTOP);

  // The receipt shows the refund: RM 20.00 given back, part refunded, RM 30.00 still refundable.
  await expect(row).toContainText('RM 20.00');
  await expect(row).toContainText('Part refunded');
  await expect(row.getByRole('button', { name: `Refund receipt ${receipt}` })).toBeVisible();

  // The credit note, with its number, the receipt and the reason.
  await staff.getByRole('button', { name: 'Credit notes' }).click();
  const note = staff.getByRole('row').filter({ hasText: creditNote });
  await expect(note).toContainText(receipt);
  await expect(note).toContainText('Refund');
  await expect(note).toContainText('RM 20.00');
  await expect(note).toContainText('Moved abroad after two months');

  // Daily totals: today's online line took RM 50.00 and gave back RM 20.00 (RM 30.00 revenue),
  // on top of whatever this server took before; the month's totals moved the same.
  await staff.getByRole('button', { name: 'Daily totals' }).click();
  const earlier = before.days.find((d) => d.date === paidOn && d.method === 'online');
  const day = staff
    .getByRole('table', { name: 'Daily totals' })
    .getByRole('row')
    .filter({ hasText: paidOn })
    .filter({ hasText: methodLabel });
  await expect(day.getByRole('cell')).toHaveText([
    methodLabel,
    rm((earlier?.receiptsSen ?? 0) + 5000),
    rm((earlier?.refundsSen ?? 0) + 2000),
    rm(earlier?.voidsSen ?? 0),
    rm((earlier?.revenueSen ?? 0) + 3000),
  ]);
  const summary = staff.getByLabel('Totals for the period');
  const expected = {
    receipts: before.totals.receiptsSen + 5000,
    refunds: before.totals.refundsSen + 2000,
    revenue: before.totals.revenueSen + 3000,
  };
  await expect(summary).toContainText(
    `Receipts (${before.totals.receiptCount + 1})${rm(expected.receipts)}`,
  );
  await expect(summary).toContainText(`Refunds${rm(expected.refunds)}`);
  await expect(summary).toContainText(`Revenue${rm(expected.revenue)}`);
  await staff.setViewportSize(PHONE);
  // The sidebar becomes a closed drawer on a phone (wait for it to slide away).
  await expect(staff.getByRole('navigation', { name: 'Admin sections' })).not.toBeInViewport();
  await expect(summary).toContainText(`Revenue${rm(expected.revenue)}`);
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await shot(staff, 'finance-totals');
  await staff.setViewportSize(DESKTOP);

  // The membership dashboard's revenue this month agrees (read with the treasurer's session).
  expect(await dashboardRevenue(staff.request, {})).toBe(expected.revenue);
  expect((await summaryOf(staff.request, {})).totals.revenueSen).toBe(expected.revenue);
  await staffContext.close();

  // The player: Payments says partly refunded, with the credit note; the inbox and a mail say so.
  await page.goto('/player/dashboard?tab=payments');
  const order = page.getByTestId('payment-order').filter({ hasText: receipt });
  await expect(order.getByText('Partly refunded', { exact: true })).toBeVisible();
  await expect(order.getByText('Refunded RM 20.00')).toBeVisible();
  const noteLink = order.getByRole('link', { name: `Download credit note ${creditNote} (PDF)` });
  await expect(noteLink).toHaveText(`Credit note ${creditNote} · RM 20.00`);
  const pdf = await page.request.get((await noteLink.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await shot(page, 'player-partly-refunded');

  await page.goto('/player/dashboard?tab=inbox');
  const inbox = page.getByRole('tabpanel', { name: 'Inbox' });
  await expect(inbox.getByText('Payment refunded: Membership: Adult annual')).toHaveCount(1);
  expect(await mailLinkTo(player.email, new RegExp(`Credit note: ${creditNote}\\.`))).toBeTruthy();
});
