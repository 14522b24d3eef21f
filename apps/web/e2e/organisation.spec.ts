import { expect, test } from './fixtures';
import { signInStaff } from './staff';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('the demo shows a named organisation chart and affiliates with their own logos', async ({
  page,
}) => {
  await page.goto('/organization');
  const executive = page.getByRole('region', { name: 'Executive Committee' });
  await expect(executive.getByText('President', { exact: true })).toBeVisible();
  await expect(executive.getByText('Dato’ Ahmad Faizal Hamzah')).toBeVisible();
  await expect(page.getByText('To be announced')).toHaveCount(0);

  await page.goto('/affiliate');
  const list = page.getByRole('region', { name: 'Our affiliates' });
  const logo = list.getByRole('img', { name: 'Logo of Sarawak Pickleball Association' });
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole('complementary', { name: 'Demonstration site' })).toContainText(
    'the people, clubs, events and results shown here are fictional',
  );
});

test('a content editor names a new office-bearer and adds an affiliate with its logo; both appear on the public pages', async ({
  page,
}) => {
  const stamp = Date.now();
  const person = `Siti Khadijah Omar ${stamp}`;
  const club = `Kelab Pickleball Kangar ${stamp}`;
  await signInStaff(page, 'content_editor');

  await page.goto('/admin/dashboard?section=manage-organisation');
  await page.getByRole('button', { name: 'Add office-bearer' }).click();
  const bearer = page.getByRole('dialog', { name: 'New office-bearer' });
  await bearer
    .getByLabel('Group', { exact: true })
    .selectOption({ label: 'Sub-Committee Members' });
  await bearer.getByLabel('Role (English)').fill('Sub-Committee Member');
  await bearer.getByLabel('Role (Bahasa Malaysia)').fill('Ahli Jawatankuasa Kecil');
  await bearer.getByLabel('Name', { exact: true }).fill(person);
  await bearer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`“${person}” was added.`)).toBeVisible();

  await page.goto('/admin/dashboard?section=manage-affiliates');
  await page.getByRole('button', { name: 'Add affiliate' }).click();
  const affiliate = page.getByRole('dialog', { name: 'New affiliate' });
  await affiliate.getByLabel('Name', { exact: true }).fill(club);
  await affiliate.getByLabel('State', { exact: true }).selectOption('Perlis');
  await affiliate.getByRole('button', { name: 'Save' }).click();
  await expect(affiliate.getByText('A logo is required')).toBeVisible();
  await affiliate
    .locator('input[type="file"]')
    .setInputFiles({ name: 'kangar.png', mimeType: 'image/png', buffer: PNG });
  await expect(affiliate.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
  await affiliate.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`“${club}” was added.`)).toBeVisible();

  await page.goto('/organization');
  await expect(
    page.getByRole('region', { name: 'Sub-Committee Members' }).getByText(person),
  ).toBeVisible();
  await page.goto('/ms/affiliate');
  const card = page.getByRole('listitem').filter({ hasText: club });
  await expect(card.getByRole('img', { name: `Logo ${club}` })).toBeVisible();
  await expect(card).toContainText('Perlis');
});
