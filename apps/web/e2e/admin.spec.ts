import { E2E_ADMIN } from '../playwright.config';

import { expect, test, type Page } from './fixtures';
import { signInStaff } from './staff';

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a wrong password shows the spec message', async ({ page }) => {
  await signIn(page, E2E_ADMIN.username, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('Invalid username or password');
  await expect(page).toHaveURL(/\/admin$/);
});

test('/admin/dashboard without a session goes to /admin, even with the local hint set', async ({
  page,
}) => {
  await page.goto('/admin');
  await page.evaluate(() => window.localStorage.setItem('adminLoggedIn', 'true'));
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin$/);
});

test('a staff member signs in, changes the password, logs out and is locked out of the dashboard', async ({
  page,
}) => {
  const newPassword = 'e2e-changed-password-456';
  const account = await signInStaff(page, 'content_editor');
  const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
  // Sections are grouped: open Administration, then Settings.
  await sidebar.getByRole('button', { name: 'Administration' }).click();
  await sidebar.getByRole('link', { name: 'Settings' }).click();
  const passwordForm = page.locator('form', {
    has: page.getByRole('button', { name: 'Update password' }),
  });
  await passwordForm.getByLabel('Current password').fill(account.password);
  await passwordForm.getByLabel('New password', { exact: true }).fill(newPassword);
  await passwordForm.getByLabel('Confirm new password').fill(newPassword);
  await passwordForm.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password changed.')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin$/);

  // The old password no longer works; the new one does. Then restore the original.
  await signIn(page, account.username, account.password);
  await expect(page.getByRole('alert')).toContainText('Invalid username or password');
  await signIn(page, account.username, newPassword);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  const restore = await page.request.put('/api/admin/me/password', {
    data: {
      currentPassword: newPassword,
      newPassword: account.password,
      confirmPassword: account.password,
    },
  });
  expect(restore.status()).toBe(200);
});
