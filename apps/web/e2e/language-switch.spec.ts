import { expect, test } from './fixtures';

// A shared, filtered address switches language and keeps its filters: the server renders each
// page once for every query (its HTML is cached by path), so the switcher must add the query
// itself once the app runs.

test.use({ viewport: { width: 390, height: 844 } });

test('switching language keeps the query string', async ({ page }) => {
  await page.goto('/ms/coaches?state=Selangor');
  await page.getByRole('button', { name: 'Buka menu' }).click();
  await page
    .getByRole('navigation', { name: 'Mudah alih' })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(/\/coaches\?state=Selangor$/);
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('Selangor');

  // And back, from the footer's switcher.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Bahasa Malaysia' }).click();
  await expect(page).toHaveURL(/\/ms\/coaches\?state=Selangor$/);
});
