import { readFile } from 'node:fs/promises';

import sharp from 'sharp';
import yauzl from 'yauzl';

import { DATA_EXPORT_FILES } from '@app/shared/privacy';

import { PLAYER_PASSWORD, playerToken, registerPlayer } from './accounts';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { signInStaff } from './staff';

/** name → bytes of every file in a zip. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('not a zip'));
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (error, stream) => {
          if (error || !stream) return reject(error ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

async function postWithPicture(request: APIRequestContext, token: string, content: string) {
  const picture = await sharp({
    create: { width: 320, height: 200, channels: 3, background: '#1d6f42' },
  })
    .png()
    .toBuffer();
  const res = await request.post('/api/posts', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { content, image: { name: 'court.png', mimeType: 'image/png', buffer: picture } },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('a player downloads their data: every file, their own data only, once', async ({
  page,
  request,
}) => {
  const other = await registerPlayer(request, { fullName: 'Other Person Lim', prefix: 'pv' });
  await postWithPicture(request, await playerToken(request, other.username), 'Other secret post');
  const me = await registerPlayer(request, { fullName: 'Siti Privacy', prefix: 'pv' });
  await postWithPicture(request, await playerToken(request, me.username), 'My own court photo');

  await page.goto('/player/login');
  await page.getByLabel('Username').fill(me.username);
  await page.getByLabel('Password', { exact: true }).fill(PLAYER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('tab', { name: 'Privacy & data' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Privacy & data' });
  await panel.getByRole('button', { name: 'Prepare my data' }).click();
  const link = panel.getByRole('link', { name: /Download zip/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText(/The download works once, until/)).toBeVisible();

  const href = (await link.getAttribute('href'))!;
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^my-mpa-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = await unzip(await readFile((await download.path())!));
  for (const name of DATA_EXPORT_FILES) expect(files.has(name), name).toBe(true);
  expect([...files.keys()].filter((n) => n.startsWith('images/posts/'))).toHaveLength(1);
  const profile = JSON.parse(files.get('profile.json')!.toString('utf8'));
  expect(profile).toMatchObject({ fullName: me.fullName, icNumber: me.icNumber, email: me.email });
  const json = [...files.entries()]
    .filter(([name]) => name.endsWith('.json'))
    .map(([, bytes]) => bytes.toString('utf8'))
    .join('\n');
  expect(json).toContain('My own court photo');
  for (const theirs of [other.fullName, other.email, other.icNumber, 'Other secret post'])
    expect(json).not.toContain(theirs);

  // The link worked once: the export now shows as downloaded and a second fetch is refused.
  await expect(panel.getByText('Downloaded')).toBeVisible();
  const again = await page.request.get(href);
  expect(again.status()).toBe(404);
});

/** On a super admin's page: publish `version` as the current Terms and Privacy Policy. */
async function setPolicyVersion(page: Page, version: string) {
  await page.goto('/admin/dashboard?section=settings');
  const field = page.getByLabel('Terms and Privacy Policy version');
  await field.fill(version);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
}

test('a new policy version is accepted at the next visit; association news can be turned off', async ({
  page,
  browser,
  request,
}) => {
  const player = await registerPlayer(request, {
    fullName: 'Nadia Consent',
    prefix: 'pv',
    newsOptIn: true,
  });
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  const original = await (async () => {
    await signInStaff(staffPage, 'super_admin');
    await staffPage.goto('/admin/dashboard?section=settings');
    return staffPage.getByLabel('Terms and Privacy Policy version').inputValue();
  })();
  try {
    await setPolicyVersion(staffPage, '2099-01-01');

    await page.goto('/player/login');
    await page.getByLabel('Username').fill(player.username);
    await page.getByLabel('Password', { exact: true }).fill(PLAYER_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const prompt = page.getByRole('dialog', {
      name: 'We have updated our Terms and Privacy Policy',
    });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByText(/Privacy Policy of 1 January 2099/)).toBeVisible();
    await prompt.getByRole('button', { name: 'I accept' }).click();
    await expect(prompt).toHaveCount(0);

    await page.getByRole('tab', { name: 'Privacy & data' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Privacy & data' });
    await expect(
      panel.getByText(
        'You accepted the Terms and Conditions and Privacy Policy of 1 January 2099.',
      ),
    ).toBeVisible();
    const news = panel.getByRole('checkbox', { name: /association news/ });
    // Ticked on the registration form.
    await expect(news).toBeChecked();
    // The box follows the server's answer (shown at once, rolled back on failure), so click and
    // wait for it rather than expect the click itself to flip a controlled checkbox.
    await news.click();
    await expect(news).not.toBeChecked();
    await expect(panel.getByText('Opted out')).toBeVisible();
    // The choice is the server's: it is still off after a reload, and no prompt comes back.
    await page.reload();
    await expect(
      page.getByRole('tabpanel', { name: 'Privacy & data' }).getByRole('checkbox', {
        name: /association news/,
      }),
    ).not.toBeChecked();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } finally {
    // Put the version back so the players of other journeys are not asked again.
    await setPolicyVersion(staffPage, original);
    await staff.close();
  }
});
