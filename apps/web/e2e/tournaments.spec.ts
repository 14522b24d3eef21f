import { E2E_PORTAL_URL } from '../playwright.config';

import { expect, test } from './fixtures';
import { signInStaff, staffAccount } from './staff';

// Demo content seeds this year's "Sabah Borneo Open" from 29 May for 4 days: it crosses into June.
const year = new Date().getUTCFullYear();
const SABAH = `Sabah Borneo Open ${year}`;

test('the calendar shows a multi-day tournament across months in its type colour, with a working detail modal', async ({
  page,
}) => {
  await page.goto('/tournament');
  const may = page.getByRole('row', { name: /^May/ });
  const june = page.getByRole('row', { name: /^June/ });
  const inMay = may.getByRole('button', { name: new RegExp(SABAH) });
  const inJune = june.getByRole('button', { name: new RegExp(SABAH) });
  await expect(inMay).toHaveCount(1);
  await expect(inJune).toHaveCount(1);
  await expect(inMay).toHaveAttribute('data-span', 'start');
  await expect(inJune).toHaveAttribute('data-span', 'end');
  await expect(inMay).toHaveAttribute('data-type', 'state');

  await inMay.click();
  const dialog = page.getByRole('dialog', { name: SABAH });
  await expect(dialog).toContainText('4 days');
  await expect(dialog).toContainText('Kota Kinabalu');
  await expect(dialog.getByRole('link', { name: /Call/ })).toHaveAttribute('href', /^tel:/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download Info' }).click(),
  ]);
  const ics = await (
    await download.createReadStream()
  )
    .toArray()
    .then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(ics).toContain('BEGIN:VCALENDAR\r\n');
  expect(ics).toContain(`DTSTART;VALUE=DATE:${year}0529\r\n`);
  expect(ics).toContain(`DTEND;VALUE=DATE:${year}0602\r\n`);
  expect(ics).toContain(`SUMMARY:${SABAH}`);
  expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
});

test('the organizers page updates live when the portal adds an organizer and a sync runs', async ({
  page,
  playwright,
}) => {
  await page.goto('/registered-organizers');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Registered Organizers');
  await expect(page.getByText('Kuching Dinks').first()).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();

  const name = `Live Club ${Date.now()}`;
  const api = await playwright.request.newContext();
  expect(
    (
      await api.post(`${E2E_PORTAL_URL}/__control/organizations`, {
        data: { organizationName: name },
      })
    ).status(),
  ).toBe(201);
  const officer = await staffAccount(page.request, 'tournament_officer');
  const login = await api.post(new URL('/api/admin/login', page.url()).toString(), {
    data: officer,
  });
  const { token } = (await login.json()) as { token: string };
  const sync = await api.post(new URL('/api/tournaments/sync', page.url()).toString(), {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(sync.status()).toBe(200);
  await api.dispose();

  await expect(page.getByText(name).first()).toBeVisible({ timeout: 5_000 });
});

test('an admin deletes a tournament and it disappears from the public calendar', async ({
  page,
}) => {
  const target = `Year-End Masters ${year}`;
  await page.goto('/tournament');
  await expect(page.getByRole('button', { name: new RegExp(target) }).first()).toBeVisible();

  await signInStaff(page, 'tournament_officer');
  await page.getByLabel('Search tournaments').fill(target);
  await page
    .getByRole('button', { name: `Delete ${target}` })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'Delete tournament?' })
    .getByRole('button', { name: 'Delete tournament' })
    .click();
  await expect(page.getByText(`“${target}” was deleted.`)).toBeVisible();

  await page.goto('/tournament');
  await expect(page.getByRole('row', { name: /^May/ })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(target) })).toHaveCount(0);
});
