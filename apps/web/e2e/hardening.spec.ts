import { PLAYER_PASSWORD, registerPlayer } from './accounts';
import { expect, test } from './fixtures';
import { signInStaff } from './staff';

// The second attack run (issue 31) as a person meets it, on a phone: the language switch never
// leaves the site, a player's name is the association's to change, and "Correct my data" does
// not tell whether an IC number is registered (the officer sees the clash instead).

test.use({ viewport: { width: 390, height: 844 } });

test('the language switch stays on the site from a crafted address', async ({ page, baseURL }) => {
  const site = new URL(baseURL!).origin;
  for (const crafted of ['/ms//evil.test/x', '/ms/%5Cevil.test/x', '/ms/%2F%2Fevil.test/x']) {
    await page.goto(crafted);
    const english = page.getByRole('contentinfo').getByRole('link', { name: 'English' });
    const href = await english.getAttribute('href');
    expect(new URL(href!, site).origin, `${crafted} → ${href}`).toBe(site);
    await english.click();
    await expect(page).toHaveURL((url) => url.origin === site);
  }
  // The server's own redirect for ?lang= answers a path on this site too.
  await page.goto('/ms//evil.test/x?lang=en');
  expect(new URL(page.url()).origin).toBe(site);
});

test('a player cannot rename themself; a taken IC in Correct my data is answered like any other, and the officer sees the clash', async ({
  page,
  request,
}) => {
  const holder = await registerPlayer(request, { fullName: 'Farah Holder', prefix: 'hic' });
  const me = await registerPlayer(request, { fullName: 'Hana Asker', prefix: 'hic' });

  await page.goto('/player/login');
  await page.getByLabel('Username').fill(me.username);
  await page.getByLabel('Password', { exact: true }).fill(PLAYER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(edit.getByLabel('Full name')).toHaveAttribute('readonly', '');
  await expect(edit.getByText('Your name is checked by the association.')).toBeVisible();
  await test.info().attach('edit-profile-name.png', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
  await edit.getByRole('link', { name: 'Ask for a change in Correct my data' }).click();

  const panel = page.getByRole('tabpanel', { name: 'Privacy & data' });
  await panel.getByLabel('What needs correcting').selectOption('icNumber');
  await panel.getByLabel('The correct value').fill(holder.icNumber);
  await panel.getByLabel('Why it needs correcting').fill('My IC was typed wrongly');
  await panel.getByRole('button', { name: 'Send request' }).click();
  // The same answer as for a free number: nothing says the number is registered.
  await expect(panel.getByText(/Request sent\. A membership officer will answer by/)).toBeVisible();
  await expect(page.getByText(/already registered/i)).toHaveCount(0);

  // The officer works at a desk.
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInStaff(page, 'membership_officer');
  await page.goto('/admin/dashboard?section=data-requests');
  const clash = page.getByText(/This IC number is already registered to Farah Holder/);
  await expect(clash).toBeVisible();
  const row = page.getByRole('row').filter({ has: clash });
  await expect(row.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await clash.scrollIntoViewIfNeeded();
  await test.info().attach('data-requests-clash.png', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
});
