import { PLAYER_PASSWORD, registerPlayer } from './accounts';
import { expect, test, type Page } from './fixtures';
import { mailLinkTo } from './staff';

// Joining online on a phone, in English and in Bahasa Malaysia: the player picks a type, pays on
// the gateway's hosted page (a local stand-in), comes back to Payments, and the receipt, the
// active membership, the card and the mail follow at once.

test.use({ viewport: { width: 390, height: 844 } });

const WORDS = {
  en: {
    login: '/player/login',
    username: 'Username',
    password: 'Password',
    signIn: 'Sign In',
    membershipTab: 'Membership',
    type: 'Membership type',
    typeLabel: 'Adult annual',
    payOnline: 'Pay online · RM 50.00',
    received: /Payment received — receipt MPA-\d{4}-\d{6}/,
    paid: 'Paid',
    active: 'Active',
    mailSubject: /Receipt number: (MPA-\d{4}-\d{6})/,
  },
  ms: {
    login: '/ms/player/login',
    username: 'Nama pengguna',
    password: 'Kata laluan',
    signIn: 'Daftar Masuk',
    membershipTab: 'Keahlian',
    type: 'Jenis keahlian',
    typeLabel: 'Tahunan dewasa',
    payOnline: 'Bayar dalam talian · RM 50.00',
    received: /Bayaran diterima — resit MPA-\d{4}-\d{6}/,
    paid: 'Dibayar',
    active: 'Aktif',
    mailSubject: /Nombor resit: (MPA-\d{4}-\d{6})/,
  },
} as const;

async function signIn(page: Page, language: 'en' | 'ms', username: string) {
  const w = WORDS[language];
  await page.goto(w.login);
  await page.getByLabel(w.username).fill(username);
  await page.getByLabel(w.password, { exact: true }).fill(PLAYER_PASSWORD);
  await page.getByRole('button', { name: w.signIn }).click();
  await expect(page).toHaveURL(/\/player\/dashboard/);
}

for (const language of ['en', 'ms'] as const) {
  test(`a player joins and pays online on a phone (${language})`, async ({ page }) => {
    const w = WORDS[language];
    const player = await registerPlayer(page.request, {
      fullName: `Aina Sofea ${language.toUpperCase()}`,
      prefix: `pay${language}`,
      language,
    });
    await signIn(page, language, player.username);
    await page.getByRole('tab', { name: w.membershipTab }).click();
    const panel = page.getByRole('tabpanel', { name: w.membershipTab });
    await panel.getByLabel(w.type).selectOption({ label: w.typeLabel });
    if (process.env.SHOTS_DIR)
      await page.screenshot({
        path: `${process.env.SHOTS_DIR}/pay-online-${language}-390.png`,
        fullPage: true,
      });
    // A double tap opens one checkout.
    await panel.getByRole('button', { name: w.payOnline }).dblclick();

    // The gateway's hosted page (the stand-in): the amount is the server's.
    await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
    await expect(page.getByText('MYR 50.00')).toBeVisible();
    await page.getByRole('button', { name: 'Pay by card' }).click();

    // Back on Payments: the webhook may come before or after the browser; either way, paid.
    await expect(page).toHaveURL(/tab=payments&order=/);
    await expect(page.getByText(w.received)).toBeVisible({ timeout: 20_000 });
    if (process.env.SHOTS_DIR)
      await page.screenshot({
        path: `${process.env.SHOTS_DIR}/paid-${language}-390.png`,
        fullPage: true,
      });
    const payments = page.getByRole('tabpanel');
    await expect(payments.getByText(w.paid, { exact: true }).first()).toBeVisible();
    const receiptLink = payments.getByRole('link', { name: /MPA-\d{4}-\d{6}/ }).first();
    const href = await receiptLink.getAttribute('href');
    expect(href).toMatch(/\/api\/players\/me\/membership\/receipts\/MPA-/);
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');

    // Membership is active at once, with the card.
    await page.getByRole('tab', { name: w.membershipTab }).click();
    await expect(
      page.getByRole('tabpanel', { name: w.membershipTab }).getByText(w.active).first(),
    ).toBeVisible();

    // The mail, in the player's language, names the receipt.
    const line = await mailLinkTo(player.email, w.mailSubject);
    expect(line).toMatch(/MPA-\d{4}-\d{6}/);
  });
}
