import { giveMembership, PLAYER_PASSWORD, registerPlayer } from './accounts';
import { expect, test, type Page } from './fixtures';

// A player's portal on a phone: the profile and the Membership tab tell the same story.

test.use({ viewport: { width: 390, height: 844 } });

/** A screenshot to look at, where `SHOTS_DIR` says (none in CI). */
async function shot(page: Page, name: string, fullPage = true) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

async function signIn(page: Page, username: string) {
  await page.goto('/player/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PLAYER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/player\/dashboard/);
}

function membershipStat(page: Page) {
  return page
    .getByRole('tabpanel', { name: 'My Profile' })
    .locator('div')
    .filter({ has: page.getByText('Membership', { exact: true }) })
    .last();
}

test('the profile shows the membership of the membership records, as the Membership tab does', async ({
  page,
}) => {
  const player = await registerPlayer(page.request, {
    fullName: `Nurul Aisyah ${`${Date.now()}`.slice(-6)}`,
    prefix: 'pf',
  });
  await signIn(page, player.username);
  const profile = page.getByRole('tabpanel', { name: 'My Profile' });
  await expect(membershipStat(page)).toContainText('Not a member');
  await expect(profile).not.toContainText('Standard');
  await expect(profile.getByText('Account active')).toBeVisible();
  await page.getByRole('tab', { name: 'Membership' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Membership' });
  await expect(panel.getByText('Not a member').first()).toBeVisible();

  // A first-time member joins; the type selector fits the phone's width.
  await expect(panel.getByRole('heading', { name: 'Become a member' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Renew' })).toHaveCount(0);
  const select = panel.getByLabel('Membership type');
  const box = (await select.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // The chosen option's words fit in the select (a native select cuts them off silently).
  const fits = await select.evaluate((el: HTMLSelectElement) => {
    const probe = document.createElement('span');
    probe.style.font = getComputedStyle(el).font;
    probe.style.whiteSpace = 'nowrap';
    probe.textContent = el.selectedOptions[0]?.text ?? '';
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    const style = getComputedStyle(el);
    return width <= el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  });
  expect(fits, 'the chosen membership type is cut off').toBe(true);
  await shot(page, 'membership-join-390');
  // Online payment is offered too; this player pays by bank transfer.
  await panel.getByRole('button', { name: 'Get bank transfer details' }).click();
  await expect(
    panel.getByRole('heading', { name: 'Membership waiting for payment' }),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Cancel this request' }).click();

  // Once paid, both show the type and the status.
  await giveMembership(page.request, player.username);
  await page.reload();
  await page.getByRole('tab', { name: 'My Profile' }).click();
  await expect(membershipStat(page)).toContainText('Active');
  await expect(membershipStat(page)).toContainText('Adult annual');
  await shot(page, 'profile-390');
});

test('PickleZone on a phone: the header and the handles keep whole words, in both languages', async ({
  page,
}) => {
  const player = await registerPlayer(page.request, {
    fullName: `Muhammad Haziq Iskandar ${`${Date.now()}`.slice(-6)}`,
    prefix: 'haziqiskandar',
  });
  await signIn(page, player.username);
  for (const path of ['/picklezone', '/ms/picklezone']) {
    await page.goto(path);
    const handles = page.getByTestId('post-handle');
    await expect(handles.first()).toBeVisible();
    const title = page.getByRole('banner').getByRole('heading', { level: 1 });
    await expect(title).toHaveText('PickleZone');
    expect(
      await title.evaluate((el) => el.scrollWidth <= el.clientWidth),
      `${path}: the hub's name is cut`,
    ).toBe(true);
    // Every control of the header inside the screen.
    const rights = await page
      .getByRole('banner')
      .locator('button, a')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right));
    expect(Math.max(...rights), `${path}: the header overflows`).toBeLessThanOrEqual(390);
    // A handle on one line: its boxes all share one top.
    const lines = await handles.evaluateAll((els) =>
      els.map((el) => new Set([...el.getClientRects()].map((r) => Math.round(r.top))).size),
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(
      lines.every((n) => n === 1),
      `${path}: a handle is broken over lines`,
    ).toBe(true);
    await shot(page, `picklezone${path.startsWith('/ms') ? '-ms' : ''}-390`, false);
  }
});
