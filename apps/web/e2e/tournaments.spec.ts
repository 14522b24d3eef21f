import ICAL from 'ical.js';

import { currentServer, expect, go, ready, test } from './fixtures';
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
    dialog.getByRole('button', { name: 'Add to calendar' }).click(),
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

test('filters by state, type and search live in the URL: a shared link reloads the same events, and its feed is valid iCalendar', async ({
  page,
}) => {
  await page.goto('/tournament');
  const filters = page.getByRole('search', { name: 'Find events' });
  await filters.getByRole('combobox', { name: 'State' }).selectOption('Sabah');
  await filters.getByRole('combobox', { name: 'Event type' }).selectOption('state');
  await filters.getByRole('searchbox', { name: 'Search events' }).fill('BORNEO');
  await expect(page).toHaveURL(/state=Sabah/);
  await expect(page).toHaveURL(/type=state/);
  await expect(page).toHaveURL(/q=BORNEO/);
  await expect(page.getByTestId('events-count')).toHaveText('1');
  // The other states' counts still show what choosing them would give.
  await expect(
    filters.getByRole('combobox', { name: 'State' }).locator('option', { hasText: 'Sabah (1)' }),
  ).toHaveCount(1);

  const shared = page.url();
  const other = await page.context().newPage();
  await go(other, shared);
  await expect(other.getByTestId('events-count')).toHaveText('1');
  await expect(
    other.getByRole('row', { name: /^May/ }).getByRole('button', { name: new RegExp(SABAH) }),
  ).toHaveCount(1);
  await expect(other.getByRole('searchbox', { name: 'Search events' })).toHaveValue('BORNEO');
  // The filtered page now arrives rendered by the server; act on it once the app has attached.
  await other.reload();
  await ready(other);
  await expect(other.getByTestId('events-count')).toHaveText('1');
  await expect(other.getByRole('combobox', { name: 'State' })).toHaveValue('Sabah');

  // Nothing matches → the filtered empty state; Back returns to the match.
  await other.getByRole('searchbox', { name: 'Search events' }).fill('zzzz');
  await expect(other.getByText('No events match these filters.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to this calendar' });
  const address = await dialog.getByRole('textbox', { name: 'Calendar address' }).inputValue();
  expect(address).toContain('/api/calendar/feed.ics?state=Sabah&type=state&q=BORNEO');
  const feed = await page.request.get(address);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const vevents = new ICAL.Component(ICAL.parse(await feed.text()))
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent));
  // The feed runs past this year: every event is the Sabah open, this year's among them.
  expect(vevents.length).toBeGreaterThan(0);
  for (const event of vevents) expect(event.summary).toMatch(/^Sabah Borneo Open \d{4}$/);
  const thisYear = vevents.find((event) => event.summary === SABAH);
  expect(thisYear?.startDate.toString()).toBe(`${year}-05-29`);
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
      await api.post(`${currentServer().portalURL}/__control/organizations`, {
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
  await page.goto('/admin/dashboard?section=manage-tournament');
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
