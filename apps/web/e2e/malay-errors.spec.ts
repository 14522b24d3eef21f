import { registerPlayer, PLAYER_PASSWORD } from './accounts';
import { englishOnPage, overflowsSideways } from './english-text';
import { expect, test, type Page } from './fixtures';

// The commonest errors, on a Malay page on a phone (issue 30): the server's and the forms' own
// messages arrive in Malay, never the English original, and nothing pushes the page sideways.

test.use({ viewport: { width: 390, height: 844 } });

async function expectMalayOnly(page: Page, what: string, english: readonly string[]) {
  for (const text of english) {
    await expect(page.getByText(text, { exact: false }), `${what}: "${text}"`).toHaveCount(0);
  }
  expect(await englishOnPage(page), `English text on ${what}`).toEqual([]);
  expect(await overflowsSideways(page), `${what} scrolls sideways`).toBe(false);
  await test.info().attach(`${what}.png`, {
    body: await page.screenshot({ fullPage: false }),
    contentType: 'image/png',
  });
}

test('a wrong password is refused in Malay', async ({ page }) => {
  const player = await registerPlayer(page.request, { fullName: 'Aina Sofea', prefix: 'mse' });
  await page.goto('/ms/player/login');
  await page.getByLabel('Nama pengguna').fill(player.username);
  await page.getByLabel('Kata laluan', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Daftar Masuk' }).click();
  await expect(page.getByText('Nama pengguna atau kata laluan tidak sah')).toBeVisible();
  await expectMalayOnly(page, 'wrong password', ['Invalid username or password']);
});

test("registration's checks speak Malay: DUPR range, a guardian's consent, the terms", async ({
  page,
}) => {
  await page.goto('/ms');
  await page.locator('#register').getByRole('button', { name: 'Daftar sebagai pemain' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pendaftaran Pemain' });
  // Born 2010: under 18, so a parent or guardian must consent.
  await dialog.getByLabel('Nombor kad pengenalan').fill('100315101234');
  await dialog.getByLabel('Penarafan DUPR (pilihan)').fill('9');
  await dialog.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(dialog.getByText('Penarafan DUPR mesti antara 0 hingga 8')).toBeVisible();
  await expect(
    dialog.getByText('Pemain di bawah umur 18 tahun memerlukan kebenaran ibu bapa atau penjaga'),
  ).toBeVisible();
  await expect(dialog.getByText('Sila terima terma dan dasar privasi!')).toBeVisible();
  await expectMalayOnly(page, 'registration checks', [
    'DUPR rating must be between',
    'consent of a parent or guardian',
    'Please accept the terms',
  ]);
});

test('an empty post, a wrong current password and a deletion without a choice, in Malay', async ({
  page,
}) => {
  const player = await registerPlayer(page.request, {
    fullName: 'Nurul Huda',
    prefix: 'msx',
    language: 'ms',
  });
  await page.goto('/ms/player/login');
  await page.getByLabel('Nama pengguna').fill(player.username);
  await page.getByLabel('Kata laluan', { exact: true }).fill(PLAYER_PASSWORD);
  await page.getByRole('button', { name: 'Daftar Masuk' }).click();
  await expect(page).toHaveURL(/\/ms\/player\/dashboard/);

  await page.goto('/ms/picklezone');
  await page.getByRole('button', { name: 'Siarkan', exact: true }).click();
  await expect(
    page.getByText('Sila tulis sesuatu, pilih imej, atau tambah pautan sebelum menghantar!'),
  ).toBeVisible();
  await expectMalayOnly(page, 'empty post', ['Please write something']);

  await page.goto('/ms/player/dashboard?tab=security');
  await page.getByLabel('Kata laluan semasa', { exact: true }).fill('not-my-password');
  await page.getByLabel('Kata laluan baharu', { exact: true }).fill('a-new-password-2026');
  await page.getByLabel('Sahkan kata laluan baharu').fill('a-new-password-2026');
  await page.getByRole('button', { name: 'Tukar kata laluan' }).click();
  await expect(page.getByText('Kata laluan semasa tidak betul')).toBeVisible();
  await expectMalayOnly(page, 'wrong current password', ['Current password is incorrect']);

  await page.goto('/ms/player/dashboard?tab=privacy');
  const deletion = page.getByRole('region', { name: 'Padam akaun saya' });
  await deletion.getByLabel('Kata laluan', { exact: true }).fill(PLAYER_PASSWORD);
  await deletion.getByRole('button', { name: 'Padam akaun saya' }).click();
  await expect(
    deletion.getByText('Pilih apa yang berlaku kepada hantaran dan komen anda'),
  ).toBeVisible();
  await expectMalayOnly(page, 'deletion without a choice', ['Choose what happens']);
});
