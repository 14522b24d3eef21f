import AxeBuilder from '@axe-core/playwright';

import { en } from '../src/messages/en/index';
import { ms } from '../src/messages/ms/index';

import { PLAYER_PASSWORD } from './accounts';
import { asPlayer, enterPair, member, openMixedDoubles, serverToday } from './competition-fixtures';
import { expect, go, PHONE, ready, test, type Page } from './fixtures';
import { superAdminApi } from './staff';

// Issue 39 §5, what a 16-year-old Malay speaker met on a 390 px phone: the ranking rules' wide
// table out of the keyboard's reach, language links that dropped the query before the scripts
// ran, a fee paid with no word of it on the entry, refunds only under Payments, receipts naming
// the membership twice, a bell saying "nothing new" beside unread messages, a partner finder
// saying "no match" before anything was typed, an English description unmarked.

const DESKTOP = { width: 1280, height: 900 };
const LANGUAGES = [
  { language: 'en', prefix: '', m: en },
  { language: 'ms', prefix: '/ms', m: ms },
] as const;

/** Full-page screenshots at 390 and 1280 px into SHOTS_DIR (when set), back at 390 after. */
async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const [width, size] of [
    [390, PHONE],
    [1280, DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

/** axe's serious and critical findings on the page (or every finding of `rules`), one a line. */
async function seriousFindings(page: Page, rules?: string[]) {
  const builder = new AxeBuilder({ page });
  const { violations } = await (rules ? builder.withRules(rules) : builder).analyze();
  return violations
    .filter((v) => rules !== undefined || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${page.url()} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test.use({ viewport: PHONE });

for (const { language, prefix, m } of LANGUAGES) {
  test(`ranking rules (${language}, 390 px): the points table scrolls from the keyboard; axe finds nothing serious`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/rankings/rules`);
    const region = page
      .getByRole('region', { name: new RegExp(`^${m.competition.rules.tableCaption} \\(`) })
      .first();
    await expect(region).toBeVisible();
    // It scrolls inside itself (the Malay tier names make it wider than the phone), never the
    // page; reached with Tab, and scrolled with the arrow keys.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await expect(async () => {
      await page.keyboard.press('Tab');
      await expect(region).toBeFocused({ timeout: 100 });
    }).toPass({ timeout: 15_000, intervals: [0] });
    const overflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
    if (language === 'ms') expect(overflow).toBeGreaterThan(0);
    if (overflow > 0) {
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    }
    expect(await seriousFindings(page)).toEqual([]);
    await shots(page, `ranking-rules-${language}`);
  });
}

test('before any script runs, the language links keep the query (390 px, both ways)', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ms/coaches?state=Selangor');
  const english = page.getByRole('contentinfo').getByRole('link', { name: 'English' });
  await expect(english).toHaveAttribute('href', '/coaches?state=Selangor&lang=en');
  await english.click();
  await expect(page).toHaveURL(/\/coaches\?state=Selangor$/);
  const malay = page.getByRole('contentinfo').getByRole('link', { name: 'Bahasa Malaysia' });
  await expect(malay).toHaveAttribute('href', '/ms/coaches?state=Selangor&lang=ms');
  await malay.click();
  await expect(page).toHaveURL(/\/ms\/coaches\?state=Selangor$/);
  await context.close();
});

for (const { language, prefix, m } of LANGUAGES) {
  test(`what a player meets (${language}, 390 px): the tournament page, the partner finder, a paid and part-refunded entry, the receipts, the bell`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const me = await member(request, 'Aina Pemain', `pux${language}a`, 'Female', language);
    const partner = await member(request, 'Amir Pasangan', `pux${language}b`, 'Male', language);
    const today = await serverToday(request, me);
    const setup = await openMixedDoubles(request, { cap: 4, feeSen: 4000, today });
    const context = await browser.newContext({ baseURL, viewport: PHONE });
    const page = await context.newPage();
    await go(page, `${prefix}/player/login`);
    await page.getByLabel(m.players.login.usernameLabel).fill(me.username);
    await page.getByLabel(m.players.login.passwordLabel, { exact: true }).fill(PLAYER_PASSWORD);
    await page.getByRole('button', { name: m.players.login.submit }).click();
    await expect(page).toHaveURL(/\/player\/dashboard/);

    // The tournament's page: on a Malay page the portal's English description is marked so.
    await go(page, `${prefix}/tournament/${setup.tournamentId}`);
    const description = page.locator(
      'section[aria-labelledby="tournament-about"] p.whitespace-pre-line',
    );
    if (language === 'ms') {
      await expect(description).toHaveAttribute('lang', 'en');
      await expect(page.getByText(ms.common.englishOnly)).toBeVisible();
    } else {
      await expect(page.getByText(en.common.englishOnly)).toHaveCount(0);
    }
    await shots(page, `tournament-page-${language}`);

    // The partner finder asks for a name; nothing is searched, nothing said until one is typed.
    const enter = m.competition.enter;
    await page
      .getByRole('button', { name: new RegExp(`^${m.competition.divisions.enter} `) })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    const finder = dialog.getByRole('group', { name: enter.findPartner });
    await expect(finder.getByText(enter.searchPrompt)).toBeVisible();
    await expect(finder.getByRole('status')).toBeEmpty();
    await expect(finder).not.toContainText(enter.noMatches);
    await shots(page, `partner-finder-${language}`);
    await finder.getByRole('searchbox').fill('zzzz-no-such-member');
    await expect(finder.getByRole('status')).toHaveText(enter.noMatches);
    await dialog.getByRole('button', { name: enter.cancel }).click();

    // Entered with the partner (API), paid on the gateway's page, then RM 10.00 refunded.
    const entry = await enterPair(request, setup.divisionId, me, partner, 'one');
    expect(entry.status).toBe('awaiting_payment');
    const t = m.competition.myEntries;
    await go(page, `${prefix}/player/dashboard?tab=tournaments`);
    await page.getByRole('button', { name: t.pay.replace('{amount}', 'RM 40.00') }).click();
    await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await expect(page).toHaveURL(/\/player\/dashboard\?tab=payments&order=/);
    await ready(page);
    const receiptLink = (card: ReturnType<Page['getByRole']>) =>
      card.getByRole('link', {
        name: new RegExp(m.payments.panel.receiptLabel.replace('{number} (PDF)', 'MPA-')),
      });
    let receipt = '';
    await expect(async () => {
      await go(page, `${prefix}/player/dashboard?tab=tournaments`);
      const card = page.getByRole('listitem').filter({ hasText: setup.tournamentName });
      await expect(card.getByText(t.feePaid.replace('{amount}', 'RM 40.00'))).toBeVisible({
        timeout: 2_000,
      });
      receipt = /MPA-\d{4}-\d{6}/.exec((await receiptLink(card).textContent()) ?? '')![0];
    }).toPass({ timeout: 30_000, intervals: [500, 1_000, 2_000] });
    const admin = await superAdminApi(request);
    const refund = await request.post(`/api/admin/finance/receipts/${receipt}/refund`, {
      headers: admin,
      data: { reason: 'Division merged', amountSen: 1000, idempotencyKey: `pux-${receipt}` },
    });
    expect(refund.status(), await refund.text()).toBe(200);
    const creditNote = ((await refund.json()) as { creditNoteNumber: string }).creditNoteNumber;
    const refunded = m.payments.panel.refunded.replace('{amount}', 'RM 10.00');
    const noteLink = m.payments.panel.creditNoteLabel.replace('{number}', creditNote);

    // The entry says the fee was paid, with its receipt and the refund's credit note.
    await go(page, `${prefix}/player/dashboard?tab=tournaments`);
    const card = page.getByRole('listitem').filter({ hasText: setup.tournamentName });
    await expect(card.getByText(refunded)).toBeVisible();
    await expect(card.getByRole('link', { name: noteLink })).toBeVisible();
    await shots(page, `entry-card-${language}`);

    // Membership's receipts: the entry's receipt with its refund, the membership named once.
    await go(page, `${prefix}/player/dashboard?tab=membership`);
    const receipts = page.getByRole('list', { name: m.membership.portal.receiptsCaption });
    const entryReceipt = receipts.getByRole('listitem').filter({ hasText: receipt }).first();
    await expect(
      entryReceipt.getByText(m.membership.portal.receiptRefunded.replace('{amount}', 'RM 10.00')),
    ).toBeVisible();
    await expect(entryReceipt.getByRole('link', { name: noteLink })).toBeVisible();
    const word = language === 'ms' ? 'Keahlian' : 'Membership';
    await expect(receipts).toContainText(`${word}: `);
    await expect(receipts).not.toContainText(new RegExp(`${word}:? ${word}`));
    await expect(receipts).not.toContainText(/\d{4}-\d{2}-\d{2}/);
    await shots(page, `membership-receipts-${language}`);
    expect(await seriousFindings(page, ['scrollable-region-focusable'])).toEqual([]);

    // The bell names the unread inbox messages (the welcome, the entry's); never "nothing new".
    const inbox = (await (
      await request.get(`/api/players/${me.memberId}/messages`, { headers: asPlayer(me) })
    ).json()) as { read: boolean }[];
    const unread = inbox.filter((x) => !x.read).length;
    expect(unread).toBeGreaterThan(0);
    await page
      .getByRole('button', { name: new RegExp(`^${m.notifications.title}`) })
      .first()
      .click();
    const bell = page.getByRole('region', { name: m.notifications.title });
    await expect(
      bell.getByRole('link', { name: m.notifications.inboxUnread(unread) }),
    ).toBeVisible();
    await expect(bell).not.toContainText(m.notifications.empty);
    await shots(page, `bell-${language}`);
    await context.close();
  });
}
