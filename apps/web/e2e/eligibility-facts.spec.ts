import { PLAYER_PASSWORD } from './accounts';
import { asPlayer, enterPair, member, openMixedDoubles, serverToday } from './competition-fixtures';
import { expect, PHONE, shot, test, type Page } from './fixtures';
import { signInStaff, superAdminApi } from './staff';

// Issue 39: gender, date of birth (the I/C number) and DUPR rating decide eligibility, so the
// player asks the association to correct them; when staff change them, entries that no longer
// fit are flagged to the tournament officer and the players. On a phone, in both languages.

test.use({ viewport: PHONE });
test.describe.configure({ mode: 'serial' });

async function signIn(page: Page, username: string, dashboard: RegExp) {
  await page.goto('/player/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PLAYER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(dashboard);
}

/** Nothing wider than the phone: the page does not scroll sideways. */
async function fitsThePhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

test('Edit Profile shows gender and DUPR rating read-only; the link asks for a correction (English)', async ({
  page,
  request,
}) => {
  const me = await member(request, 'Aisyah Facts', 'ef', 'Female', 'en');
  await signIn(page, me.username, /\/player\/dashboard/);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(edit.getByLabel('Gender')).toHaveAttribute('readonly', '');
  await expect(edit.getByLabel('Gender')).toHaveValue('Female');
  await expect(edit.getByLabel('DUPR rating')).toHaveAttribute('readonly', '');
  await expect(edit.getByRole('link', { name: 'Request a correction' })).toHaveCount(3);
  await fitsThePhone(page);
  await shot(page, 'eligibility-edit-profile-en', false);

  await edit.getByLabel('Gender').locator('..').locator('..').getByRole('link').click();
  await expect(page).toHaveURL(/tab=privacy&correct=gender/);
  const card = page.locator('section', {
    has: page.getByRole('heading', { name: 'Correct my data' }),
  });
  await expect(card.getByLabel('What needs correcting')).toHaveValue('gender');
  await card.getByRole('combobox', { name: 'The correct value' }).selectOption('Male');
  await card.getByLabel('Why it needs correcting').fill('Recorded wrongly when I registered');
  await card.getByRole('button', { name: 'Send request' }).click();
  await expect(card.getByText(/Request sent/)).toBeVisible();
  await expect(card.getByText('Gender: Male')).toBeVisible();
  await fitsThePhone(page);
  await shot(page, 'eligibility-correct-gender-en');

  // The server refuses a direct change too (an old form, a hand-made call).
  const refused = await request.patch(`/api/players/${me.memberId}`, {
    headers: asPlayer(me),
    data: { gender: 'Male', duprRating: 2.5 },
  });
  expect(refused.status()).toBe(400);
});

test('the same in Bahasa Malaysia, and a flagged entry the officer and the player see', async ({
  page,
  request,
}) => {
  const her = await member(request, 'Nur Faktor', 'efm', 'Female', 'ms');
  const him = await member(request, 'Hafiz Faktor', 'efm', 'Male', 'en');
  const today = await serverToday(request, her);
  const setup = await openMixedDoubles(request, { cap: 8, feeSen: 0, today });
  const entry = await enterPair(request, setup.divisionId, him, her, 'one');
  expect(entry.status).toBe('confirmed');

  await signIn(page, her.username, /\/ms\/player\/dashboard/);
  await page.getByRole('button', { name: 'Kemas Kini Profil' }).click();
  const edit = page.getByRole('dialog', { name: 'Kemas Kini Profil' });
  await expect(edit.getByLabel('Jantina')).toHaveValue('Perempuan');
  await expect(edit.getByRole('link', { name: 'Mohon pembetulan' })).toHaveCount(3);
  await fitsThePhone(page);
  await shot(page, 'eligibility-edit-profile-ms', false);
  await page.keyboard.press('Escape');

  // She asks, a membership officer (here the super admin) approves: the mixed pair no longer fits.
  const asked = await request.post('/api/players/me/corrections', {
    headers: asPlayer(her),
    data: { field: 'gender', value: 'Male', reason: 'Tersalah rekod semasa pendaftaran' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const admin = await superAdminApi(request);
  const approved = await request.post(
    `/api/admin/privacy/corrections/${((await asked.json()) as { _id: string })._id}/approve`,
    { headers: admin, data: {} },
  );
  expect(approved.status(), await approved.text()).toBe(200);

  // The player: a message in her inbox, in Malay.
  await page.goto('/ms/player/dashboard?tab=inbox');
  await expect(page.getByText(/Penyertaan anda perlu disemak/).first()).toBeVisible();
  await shot(page, 'eligibility-flag-inbox-ms');

  // The tournament officer: the flagged panel, then the division with the flag.
  // (Signing in waits for the sidebar, which a phone folds into a menu.)
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInStaff(page, 'tournament_officer');
  await page.setViewportSize(PHONE);
  await expect(
    page.getByRole('link', { name: /tournament entr(y|ies) flagged after/ }),
  ).toBeVisible();
  await page.goto('/admin/dashboard?section=competition-entries');
  const panel = page.locator('section', {
    has: page.getByRole('heading', { name: 'Flagged after a player’s details changed' }),
  });
  const names = `${him.fullName} & ${her.fullName}`;
  // On a phone the rows are cards (the table is for wide screens).
  await expect(panel.getByText(names).filter({ visible: true }).first()).toBeVisible();
  await expect(
    panel
      .getByText(/mixed pair/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await fitsThePhone(page);
  await shot(page, 'eligibility-flagged-panel-en');
  await panel
    .getByRole('button', { name: `Open the division of ${names}` })
    .first()
    .click();
  await expect(page).toHaveURL(/division=/);
  await expect(
    page
      .getByText(/Flagged .*: mixed pair/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await shot(page, 'eligibility-flagged-division-en');

  await page.goto('/ms/admin/dashboard?section=competition-entries');
  await expect(
    page.getByRole('heading', { name: 'Ditanda selepas butiran pemain berubah' }),
  ).toBeVisible();
  await expect(
    page
      .getByText(/pasangan campuran/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await fitsThePhone(page);
  await shot(page, 'eligibility-flagged-panel-ms');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/dashboard?section=competition-entries');
  await expect(page.getByText(names).filter({ visible: true }).first()).toBeVisible();
  await shot(page, 'eligibility-flagged-panel-en-1280');
});

test('registering at 15 in Bahasa Malaysia asks for the parent or guardian’s details', async ({
  page,
}) => {
  await page.goto('/ms');
  await page.locator('#register').getByRole('button', { name: 'Daftar sebagai pemain' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pendaftaran Pemain' });
  const year = String((new Date().getFullYear() - 15) % 100).padStart(2, '0');
  await dialog
    .getByLabel('Nombor kad pengenalan', { exact: true })
    .pressSequentially(`${year}0101105511`);
  await expect(dialog.getByLabel('Nama penuh ibu bapa atau penjaga')).toBeVisible();
  await dialog.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(dialog.getByText('Masukkan nama ibu bapa atau penjaga anda')).toBeVisible();
  await dialog
    .getByLabel('Nombor kad pengenalan ibu bapa atau penjaga')
    .pressSequentially('780412105511');
  await expect(dialog.getByLabel('Nombor kad pengenalan ibu bapa atau penjaga')).toHaveValue(
    '780412-10-5511',
  );
  await fitsThePhone(page);
  await dialog.getByLabel('Nama penuh ibu bapa atau penjaga').scrollIntoViewIfNeeded();
  await shot(page, 'eligibility-guardian-ms', false);
});
