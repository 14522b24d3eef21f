import { E2E_TEST_CLOCK_TOKEN } from '../playwright.config';

import { PLAYER_PASSWORD, playerToken, registerPlayer } from './accounts';
import { currentServer, expect, test, type APIRequestContext, type Page } from './fixtures';
import { signInStaff } from './staff';

async function signIn(page: Page, username: string) {
  await page.goto('/player/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PLAYER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** In the portal's Privacy & data tab: asks for the deletion, then signs out as told. */
async function deleteMyAccount(page: Page, choice: 'Delete them' | RegExp) {
  await page.getByRole('tab', { name: 'Privacy & data' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Privacy & data' });
  await panel.getByRole('radio', { name: choice }).check();
  await panel.getByLabel('Password', { exact: true }).fill(PLAYER_PASSWORD);
  await panel.getByRole('checkbox', { name: /deleted in 14 days unless I cancel/ }).check();
  await panel.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your account will be deleted' });
  await expect(dialog.getByText(/We will delete your account on/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/player\/login$/);
}

async function post(request: APIRequestContext, token: string, content: string) {
  const res = await request.post('/api/posts', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { content },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function memberIdOf(request: APIRequestContext, token: string) {
  const res = await request.get('/api/players/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { playerId: string }).playerId;
}

test('a player asks to delete their account, signs in during the grace and cancels it', async ({
  page,
  request,
}) => {
  const me = await registerPlayer(request, { fullName: 'Aminah Changes Mind', prefix: 'dl' });
  await signIn(page, me.username);
  await deleteMyAccount(page, 'Delete them');

  // Signed out everywhere; signing in again offers to cancel.
  await signIn(page, me.username);
  const prompt = page.getByRole('dialog', { name: 'Your account is due for deletion' });
  await expect(prompt.getByText(/Your posts and comments will be deleted/)).toBeVisible();
  await prompt.getByRole('button', { name: 'Cancel deletion' }).click();
  await expect(prompt).toBeHidden();
  await page.getByRole('tab', { name: 'Privacy & data' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Privacy & data' });
  await expect(panel.getByRole('button', { name: 'Delete my account' })).toBeVisible();

  const token = await playerToken(request, me.username);
  const res = await request.get('/api/players/me/deletion', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await res.json()).toEqual({ deletion: null });
});

test('when the grace ends the account is gone: posts kept as "Former member" or removed as chosen, the portal told', async ({
  page,
  request,
}) => {
  const keeper = await registerPlayer(request, { fullName: 'Kamal Keeps Words', prefix: 'dk' });
  const keeperToken = await playerToken(request, keeper.username);
  await post(request, keeperToken, 'Keeper court review from Ipoh');
  const keeperId = await memberIdOf(request, keeperToken);
  const remover = await registerPlayer(request, { fullName: 'Rina Removes All', prefix: 'dr' });
  const removerToken = await playerToken(request, remover.username);
  await post(request, removerToken, 'Remover match notes from Johor');
  const removerId = await memberIdOf(request, removerToken);

  await signIn(page, keeper.username);
  await deleteMyAccount(page, /Keep them, shown as “Former member”/);
  const asked = await request.post('/api/players/me/deletion', {
    headers: { authorization: `Bearer ${removerToken}` },
    data: { password: PLAYER_PASSWORD, content: 'delete' },
  });
  expect(asked.status()).toBe(202);

  // Time travel: 15 days on, the deletion job runs.
  const advanced = await request.post('/api/test-clock/advance', {
    headers: { 'x-test-clock-token': E2E_TEST_CLOCK_TOKEN },
    data: { days: 15 },
  });
  expect(advanced.status()).toBe(200);
  for (const who of [keeper, remover])
    await expect
      .poll(
        async () =>
          (
            await request.post('/api/players/login', {
              data: { username: who.username, password: PLAYER_PASSWORD },
            })
          ).status(),
        { timeout: 15_000 },
      )
      .toBe(401);

  // The kept post shows "Former member" in PickleZone; the removed one is gone.
  const reader = await registerPlayer(request, { fullName: 'Reader Still Here', prefix: 'dq' });
  await page.goto('/picklezone/login');
  await page.getByLabel('Username').fill(reader.username);
  await page.getByLabel('Password', { exact: true }).fill(PLAYER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const kept = page.getByRole('article').filter({ hasText: 'Keeper court review from Ipoh' });
  await expect(kept).toBeVisible();
  await expect(kept.getByText('Former member')).toBeVisible();
  await expect(kept).not.toContainText(keeper.fullName);
  await expect(page.getByText('Remover match notes from Johor')).toHaveCount(0);

  // The application portal hears of both through the outbox.
  await expect
    .poll(
      async () =>
        (await (
          await request.get(`${currentServer().portalURL}/__control/player-deletes`)
        ).json()) as string[],
      { timeout: 30_000 },
    )
    .toEqual(expect.arrayContaining([keeperId, removerId]));
});

test('staff see a deletion in its grace with its history; a super admin previews a retention rule', async ({
  page,
  request,
}) => {
  const leaving = await registerPlayer(request, { fullName: 'Lina Leaving Soon', prefix: 'ds' });
  const token = await playerToken(request, leaving.username);
  const memberId = await memberIdOf(request, token);
  const asked = await request.post('/api/players/me/deletion', {
    headers: { authorization: `Bearer ${token}` },
    data: { password: PLAYER_PASSWORD, content: 'anonymise' },
  });
  expect(asked.status()).toBe(202);

  await signInStaff(page, 'super_admin');
  await page.goto('/admin/dashboard?section=data-requests');
  const deletions = page.getByRole('table', { name: 'Account deletions' });
  const row = deletions.getByRole('row').filter({ hasText: memberId });
  await expect(row).toContainText('Lina Leaving Soon');
  await expect(row).toContainText('In grace');
  await expect(row).toContainText('Kept as “Former member”');
  await row.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Data requests of Lina Leaving Soon' });
  await expect(history.getByText('Asked to delete their account')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  // Retention: a preview shows what a rule would delete; nothing goes until confirmed.
  await page.goto('/admin/dashboard?section=data-retention');
  const rule = page.getByRole('article').filter({
    has: page.getByRole('heading', { name: 'Accounts never used' }),
  });
  await expect(rule.getByText('Runs only when you confirm a preview.')).toBeVisible();
  await rule.getByRole('button', { name: 'Preview' }).click();
  const preview = rule.getByRole('region', { name: /would be deleted \(from before/ });
  await expect(preview).toBeVisible();
  // A fresh site has no account unused for 90 days: nothing to delete, only Close.
  await expect(preview.getByRole('button', { name: /^Delete these/ })).toHaveCount(0);
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Preview discarded. Nothing was deleted.')).toBeVisible();
});
