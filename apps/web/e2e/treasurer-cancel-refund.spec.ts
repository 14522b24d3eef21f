import { PLAYER_PASSWORD, registerPlayer } from './accounts';
import { expect, PHONE, ready, shot, test, type Page } from './fixtures';
import { signInStaff } from './staff';

// Issue 39: a treasurer may cancel a membership paid online with its refund (docs/security.md,
// docs/operations.md). She finds the member in Finance by their member ID typed as people type
// it (lower case, a space), opens the member's membership from the receipt's row, cancels the
// latest term refunding all that is left, and the receipt reads refunded. At 1280 and 390 px,
// and the same screens in Bahasa Malaysia.

const DESKTOP = { width: 1280, height: 900 };

/** At 390 px, once the sidebar has become a closed drawer (it slides away). */
async function phone(page: Page) {
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).not.toBeInViewport();
}

/** A desktop-width screenshot `<name>-1280.png` in `SHOTS_DIR`, when it is set. */
async function wide(page: Page, name: string) {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-1280.png`, fullPage: true });
}

test('a treasurer finds a member by member ID in Finance, opens their membership from the receipt and cancels the term with its refund', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  // The player joins and pays RM 50.00 online.
  await page.setViewportSize(PHONE);
  const player = await registerPlayer(request, { fullName: 'Hafiz Batal', prefix: 'cancel' });
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
  const received = page.getByText(/Payment received — receipt MPA-\d{4}-\d{6}/);
  await expect(received).toBeVisible({ timeout: 20_000 });
  const receipt = /MPA-\d{4}-\d{6}/.exec((await received.textContent())!)![0];
  const me = (await (await page.request.get('/api/players/me')).json()) as { playerId: string };
  const memberId = me.playerId; // MPA000123
  const typed = `${memberId.slice(0, 3).toLowerCase()} ${memberId.slice(3)}`; // mpa 000123

  // The treasurer (two-factor) searches Finance for the member ID as she heard it.
  const staffContext = await browser.newContext({ baseURL, viewport: DESKTOP });
  const staff = await staffContext.newPage();
  await signInStaff(staff, 'treasurer');
  await staff.goto('/admin/dashboard?section=finance');
  await ready(staff);
  await staff.getByLabel('Search').fill(typed);
  await staff.getByLabel('Search').press('Enter');
  await expect(staff.getByText('1 payment', { exact: true })).toBeVisible();
  const row = staff.getByRole('row').filter({ hasText: receipt });
  await expect(row).toContainText('Hafiz Batal');
  await expect(row).toContainText('Paid');
  await wide(staff, 'finance-member-id-search');
  await phone(staff);
  await shot(staff, 'finance-member-id-search');
  await staff.setViewportSize(DESKTOP);

  // From the receipt's row to the member's membership: what a treasurer may do, and only that.
  await row
    .getByRole('button', { name: `Open the membership of Hafiz Batal (receipt ${receipt})` })
    .click();
  const dialog = staff.getByRole('dialog', { name: 'Membership — Hafiz Batal' });
  await expect(dialog.getByText(receipt)).toBeVisible();
  await expect(dialog.getByRole('form', { name: 'Record payment' })).toHaveCount(0);
  await wide(staff, 'finance-member-membership');
  await dialog.getByRole('button', { name: 'Cancel latest term' }).click();
  const confirm = staff.getByRole('dialog', { name: 'Cancel the latest term' });
  await expect(
    confirm.getByRole('radio', { name: 'Refund RM 50.00 through the payment gateway' }),
  ).toBeChecked();
  await confirm.getByLabel('Reason').fill('Moved to Singapore');
  await staff.setViewportSize(PHONE);
  await shot(staff, 'finance-cancel-refund-dialog', false);
  await staff.setViewportSize(DESKTOP);
  await confirm.getByRole('button', { name: 'Cancel term' }).click();
  await expect(
    dialog.getByText(`Term cancelled; RM 50.00 refunded on receipt ${receipt}.`),
  ).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // The receipt in Finance reads refunded, with nothing left to refund.
  await expect(row).toContainText('Refunded');
  await expect(row.getByRole('button', { name: `Refund receipt ${receipt}` })).toHaveCount(0);
  // The player's membership is cancelled.
  const status = (await (await page.request.get('/api/players/me/membership')).json()) as {
    status: string;
  };
  expect(status.status).toBe('cancelled');

  // The same screens in Bahasa Malaysia (the treasurer's path, at 1280 and 390 px).
  await staff.goto(`/ms/admin/dashboard?section=finance&q=${encodeURIComponent(typed)}`);
  await ready(staff);
  const msRow = staff.getByRole('row').filter({ hasText: receipt });
  await expect(msRow).toContainText('Dibayar balik');
  await expect(staff.getByLabel('Carian')).toHaveAttribute(
    'placeholder',
    'Resit, rujukan, nama atau ID ahli',
  );
  await wide(staff, 'finance-member-id-search-ms');
  await msRow.getByRole('button', { name: `Buka keahlian Hafiz Batal (resit ${receipt})` }).click();
  await expect(staff.getByRole('dialog', { name: /Hafiz Batal/ })).toBeVisible();
  await phone(staff);
  await shot(staff, 'finance-member-membership-ms');
  await staffContext.close();
});
