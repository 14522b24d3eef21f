import { expect, test } from './fixtures';
import { mailLinkTo, signInStaff } from './staff';

test('a visitor sends an enquiry; staff assign, reply by mail and close it from the inbox', async ({
  page,
}) => {
  const email = `enquirer.${Date.now()}@example.my`;
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Send us a message' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();

  await page.getByLabel(/^Topic/).selectOption('Tournaments');
  await page.getByLabel(/^Your name/).fill('Farah Izzati binti Rahman');
  await page.getByLabel(/^Your e-mail/).fill(email);
  await page.getByLabel(/^Message/).fill('Can our club in Ipoh host a state ranking event?');
  // Sent the instant the form opened: a script, as far as the server can tell.
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('alert')).toContainText('That was quick!');
  // A person reads it over and adds a line, at a person's pace.
  await page.getByLabel(/^Message/).press('End');
  await page.getByLabel(/^Message/).pressSequentially(' We have six courts.', { delay: 180 });
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByText(/we have received your enquiry/)).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInStaff(page, 'content_editor');
  await page.goto('/admin/dashboard?section=enquiry');
  // The sidebar says how many enquiries are new; answering this one takes it off the count.
  const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
  const badged = sidebar.getByRole('link', { name: /^Enquiry, \d+ waiting$/ });
  await expect(badged).toBeVisible();
  const newBefore = Number(
    /(\d+) waiting/.exec((await badged.getAttribute('aria-label')) ?? '')?.[1],
  );
  expect(newBefore).toBeGreaterThan(0);
  const item = page.getByRole('listitem').filter({ hasText: 'Farah Izzati binti Rahman' });
  await expect(item.getByText('We have six courts.')).toBeVisible();
  await item.getByRole('button', { name: 'Open enquiry from Farah Izzati binti Rahman' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enquiry from Farah Izzati binti Rahman' });
  const me = await dialog.getByLabel('Assigned to').locator('option').nth(1).textContent();
  await dialog.getByLabel('Assigned to').selectOption({ index: 1 });
  await expect(page.getByText(`Assigned to ${me}.`)).toBeVisible();
  await dialog
    .getByLabel(`Reply to ${email}`)
    .fill('Yes — please send the venue details to the tournaments desk.');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText(`Reply sent to ${email}.`)).toBeVisible();
  await expect(dialog.getByText('Replied', { exact: true })).toBeVisible();
  expect(await mailLinkTo(email, /please send the venue details to the tournaments desk/)).toBe(
    'please send the venue details to the tournaments desk',
  );
  await dialog.getByRole('button', { name: 'Close enquiry' }).click();
  await expect(page.getByText('Enquiry closed.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(
    sidebar.getByRole('link', {
      name: newBefore > 1 ? `Enquiry, ${newBefore - 1} waiting` : 'Enquiry',
      exact: true,
    }),
  ).toBeVisible();

  await page
    .getByRole('group', { name: 'Show enquiries' })
    .getByRole('button', { name: /^Closed/ })
    .click();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Farah Izzati binti Rahman' }),
  ).toBeVisible();
});

test('the contact page works at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow).toBe(false);
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByText('Please choose a topic')).toBeVisible();
});
