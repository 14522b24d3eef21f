import { randomInt } from 'node:crypto';

import { expect, test, type Page } from './fixtures';
import { signInStaff } from './staff';

const suffix = `${Date.now()}`.slice(-6);
const player = {
  fullName: 'Nurul Ain binti Kamal',
  ic: `950312${String(randomInt(10, 99))}${String(randomInt(1000, 9999))}`,
  email: `nurul.${suffix}@example.test`,
  username: `nurul${suffix}`,
  password: 'pickleball-e2e-2026',
};

async function playerSignIn(page: Page, password = player.password) {
  await page.goto('/player/login');
  await page.getByLabel('Username').fill(player.username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe.configure({ mode: 'serial' });

test('a visitor registers through the modal opened by /#register', async ({ page }) => {
  await page.goto('/#register');
  const dialog = page.getByRole('dialog', { name: 'Player Registration' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await dialog.getByLabel('Full name').fill(player.fullName);
  await dialog.getByLabel('Gender').selectOption('Female');
  await dialog.getByLabel('I/C number').pressSequentially(player.ic);
  await expect(dialog.getByLabel('I/C number')).toHaveValue(
    `${player.ic.slice(0, 6)}-${player.ic.slice(6, 8)}-${player.ic.slice(8)}`,
  );
  await expect(dialog.getByText('This I/C number is available')).toBeVisible();
  await expect(dialog.getByLabel('Age', { exact: true })).not.toHaveValue('');
  await dialog.getByLabel('Email').fill(player.email);
  await dialog.getByLabel('Phone number').fill('012-555 0199');
  await dialog.getByLabel('Address line 1').fill('8 Jalan Raja Chulan');
  await dialog.getByLabel('City').fill('Kuala Lumpur');
  await dialog.getByLabel('State').selectOption('Kuala Lumpur');
  await dialog.getByLabel('Username').fill(player.username);
  await dialog.getByLabel('Password', { exact: true }).fill(player.password);
  await dialog.getByLabel('Confirm password').fill('not-the-same');
  await dialog.getByLabel('DUPR rating (optional)').fill('3.25');
  await dialog.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Passwords do not match!' }),
  ).toBeVisible();

  await dialog.getByLabel('Confirm password').fill(player.password);
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('the player signs in, sees member ID and skill level, edits the profile, reads a message, logs out', async ({
  page,
}) => {
  await playerSignIn(page);
  await expect(page).toHaveURL(/\/player\/dashboard/);
  await expect(page.getByText(/MPA\d{6}/).first()).toBeVisible();
  await expect(page.getByText('Intermediate+').first()).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => /token/i.test(k))),
  ).toEqual([]);

  // The I/C number is masked, even here, until the player asks to see it.
  const formattedIc = `${player.ic.slice(0, 6)}-${player.ic.slice(6, 8)}-${player.ic.slice(8)}`;
  await expect(page.getByText(`******-**-${player.ic.slice(-4)}`)).toBeVisible();
  await expect(page.getByText(formattedIc)).toHaveCount(0);
  await page.getByRole('button', { name: 'Show I/C number' }).click();
  await expect(page.getByText(formattedIc)).toBeVisible();
  await page.getByRole('button', { name: 'Hide I/C number' }).click();
  await expect(page.getByText(formattedIc)).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Profile' });
  await edit.getByLabel('City').fill('Petaling Jaya');
  await edit.getByLabel('State').selectOption('Selangor');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully.')).toBeVisible();
  await expect(page.getByText('Petaling Jaya').first()).toBeVisible();

  const inboxTab = page.getByRole('tab', { name: /Inbox \(1 unread\)/ });
  await inboxTab.click();
  await page
    .getByRole('button', { name: /Welcome to/ })
    .first()
    .click();
  await expect(page.getByRole('tab', { name: 'Inbox', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/player\/login/);
  await page.goto('/player/dashboard');
  await expect(page).toHaveURL(/\/player\/login/);
});

test('an admin finds and suspends the player; the player’s next request is refused', async ({
  page,
  browser,
}) => {
  const playerContext = await browser.newContext();
  const playerPage = await playerContext.newPage();
  await playerSignIn(playerPage);
  await expect(playerPage).toHaveURL(/\/player\/dashboard/);

  await signInStaff(page, 'membership_officer');
  await page.goto('/admin/dashboard?section=manage-players');
  await page.getByLabel('Search players').fill(player.username);
  const row = page.getByRole('row').filter({ hasText: player.email });
  await expect(row).toHaveCount(1);
  // Staff reveal the full number only on purpose; the server records each reveal.
  await row.getByRole('button', { name: /Actions/ }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit player' });
  await edit.getByRole('button', { name: 'Reveal IC number' }).click();
  await expect(
    edit.getByText(`${player.ic.slice(0, 6)}-${player.ic.slice(6, 8)}-${player.ic.slice(8)}`),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(edit).toHaveCount(0);
  await row.getByRole('button', { name: /Actions/ }).click();
  await page.getByRole('menuitem', { name: 'Suspend' }).click();
  await page
    .getByRole('dialog', { name: 'Suspend player?' })
    .getByRole('button', { name: 'Suspend player' })
    .click();
  await expect(page.getByText(`${player.fullName} has been suspended.`)).toBeVisible();

  const refused = await playerPage.request.get('/api/players/me');
  expect(refused.status()).toBe(401);
  await playerPage.reload();
  await expect(playerPage).toHaveURL(/\/player\/login/);
  await playerSignIn(playerPage);
  await expect(playerPage.getByRole('alert')).toContainText('Your account is suspended');
  await playerContext.close();
});
