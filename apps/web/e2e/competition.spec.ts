import { E2E_TEST_CLOCK_TOKEN } from '../playwright.config';

import { PLAYER_PASSWORD } from './accounts';
import {
  asPlayer,
  DAYS_TO_TOURNAMENT,
  enterPair,
  member,
  openMixedDoubles,
  resultsCsv,
  serverToday,
  setPublicProfile,
  type Member,
} from './competition-fixtures';
import { expect, go, PHONE, ready, shot, test, type Browser, type Page } from './fixtures';
import { signInStaff, superAdminApi } from './staff';

// Competition on a phone (390 px), in English and in Bahasa Malaysia: a pair enters a full-fee
// mixed-doubles division (one place), the partner confirms, each pays half on the gateway's page
// and the entry is confirmed; a second pair waits on the waitlist and is offered the place when
// the first withdraws, claims and pays it; before the tournament's day the results screen says
// when results can be published (and the server refuses them); on its day (the clock moved) a
// tournament officer uploads results with a bad row (refused with its line, nothing saved), fixes
// and publishes them; the winner's portal lists the entry as past; the rankings, the "why"
// panel, a public and a private profile and the rules page follow.

const WORDS = {
  en: {
    prefix: '',
    username: 'Username',
    password: 'Password',
    signIn: 'Sign In',
    divisions: 'Divisions and entries',
    division: 'Mixed doubles · Open',
    enter: 'Enter',
    partner: 'Partner’s member ID',
    halves: /We each pay half \(RM 20\.00 each\)/,
    entered: /You are entered\. .+ has until .+ to confirm/,
    requests: 'Partner requests',
    confirm: 'Confirm',
    awaitingPayment: 'Awaiting payment',
    partnerOwes: 'Waiting for your partner’s half.',
    confirmed: 'Confirmed',
    waitlisted: 'Waitlisted',
    position: 'Number 1 on the waitlist',
    offered: 'Place offered',
    claim: 'Claim the place',
    claimed: 'You claimed the place.',
    pay: (amount: string) => `Pay ${amount}`,
    withdraw: 'Withdraw',
  },
  ms: {
    prefix: '/ms',
    username: 'Nama pengguna',
    password: 'Kata laluan',
    signIn: 'Daftar Masuk',
    divisions: 'Bahagian dan penyertaan',
    division: 'Beregu campuran · Terbuka',
    enter: 'Sertai',
    partner: 'ID ahli pasangan',
    halves: /Kami masing-masing membayar separuh \(RM 20\.00 seorang\)/,
    entered: /Penyertaan anda diterima\. .+ perlu mengesahkan sebelum/,
    requests: 'Permintaan pasangan',
    confirm: 'Sahkan',
    awaitingPayment: 'Menunggu bayaran',
    partnerOwes: 'Menunggu separuh bayaran pasangan anda.',
    confirmed: 'Disahkan',
    waitlisted: 'Dalam senarai menunggu',
    position: 'Nombor 1 dalam senarai menunggu',
    offered: 'Tempat ditawarkan',
    claim: 'Tuntut tempat',
    claimed: 'Anda telah menuntut tempat itu.',
    pay: (amount: string) => `Bayar ${amount}`,
    withdraw: 'Tarik diri',
  },
} as const;
type Language = keyof typeof WORDS;

/** A player signed in on a phone in their own browser context. */
async function signedIn(browser: Browser, baseURL: string, who: Member, language: Language) {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();
  const w = WORDS[language];
  await go(page, `${w.prefix}/player/login`);
  await page.getByLabel(w.username).fill(who.username);
  await page.getByLabel(w.password, { exact: true }).fill(PLAYER_PASSWORD);
  await page.getByRole('button', { name: w.signIn }).click();
  await expect(page).toHaveURL(/\/player\/dashboard/);
  return { page, context, w, language };
}
type Session = Awaited<ReturnType<typeof signedIn>>;

/** My Tournaments, reloaded until `check` passes (a payment's webhook may come a moment later). */
async function myTournaments(s: Session, check: (page: Page) => Promise<void>) {
  await expect(async () => {
    await go(s.page, `${s.w.prefix}/player/dashboard?tab=tournaments`);
    await check(s.page);
  }).toPass({ timeout: 20_000, intervals: [500, 1_000, 2_000] });
}

/** Pays the amount shown on My Tournaments on the gateway's page (the stand-in), by card. */
async function payOnGateway(s: Session, amount: string) {
  await go(s.page, `${s.w.prefix}/player/dashboard?tab=tournaments`);
  await s.page.getByRole('button', { name: s.w.pay(amount) }).click();
  await expect(s.page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await expect(s.page.getByText(`MYR ${amount.replace('RM ', '')}`)).toBeVisible();
  await s.page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(s.page).toHaveURL(/\/player\/dashboard\?tab=payments&order=/);
  await ready(s.page);
}

test('a doubles pair enters, confirms and pays; a waitlisted pair takes the freed place; results publish and rankings follow (en + ms, 390 px)', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  const started = Date.now();

  // ── Set-up (staff, API): a tournament taking entries, one mixed-doubles place at RM 40. ────────
  const a1 = await member(request, 'Adam Campuran', 'compa1', 'Male', 'en');
  const a2 = await member(request, 'Aisyah Campuran', 'compa2', 'Female', 'ms');
  const b1 = await member(request, 'Bala Menunggu', 'compb1', 'Male', 'ms');
  const b2 = await member(request, 'Beatrice Waiting', 'compb2', 'Female', 'en');
  const today = await serverToday(request, a1);
  const setup = await openMixedDoubles(request, { cap: 1, feeSen: 4000, today });
  const { tournamentId, tournamentName, divisionId, startDate } = setup;

  // ── A1 (English) enters from the tournament's page, naming A2; each pays half. ─────────────────
  const sa1 = await signedIn(browser, baseURL!, a1, 'en');
  await go(sa1.page, `/tournament/${tournamentId}`);
  const section = sa1.page.getByRole('region', { name: sa1.w.divisions });
  const card = section.getByRole('listitem', { name: sa1.w.division });
  await expect(card.getByText('0 of 1 taken')).toBeVisible();
  await expect(card.getByText('RM 40.00')).toBeVisible();
  await expect(section.getByText('National', { exact: true })).toBeVisible();
  await shot(sa1.page, 'competition-tournament-en');
  await card.getByRole('button', { name: `${sa1.w.enter} ${sa1.w.division}` }).click();
  const dialog = sa1.page.getByRole('dialog');
  await expect(dialog.getByText('Fee: RM 40.00')).toBeVisible();
  await dialog.getByLabel(sa1.w.partner).fill(a2.memberId);
  await dialog.getByRole('radio', { name: sa1.w.halves }).check();
  await shot(sa1.page, 'competition-enter-dialog-en', false);
  await dialog.getByRole('button', { name: sa1.w.enter, exact: true }).dblclick();
  await expect(dialog.getByText(sa1.w.entered)).toBeVisible();
  await expect(dialog.getByText(a2.fullName)).toHaveCount(0); // named by member ID only
  await shot(sa1.page, 'competition-entered-en', false);

  // ── A2 (Malay) confirms under Partner requests, then pays their half. ──────────────────────────
  const sa2 = await signedIn(browser, baseURL!, a2, 'ms');
  await myTournaments(sa2, async (page) => {
    await expect(page.getByRole('heading', { name: sa2.w.requests })).toBeVisible();
  });
  await expect(
    sa2.page.getByText(`${a1.fullName} (${a1.memberId}) menamakan anda sebagai pasangan`),
  ).toBeVisible();
  await shot(sa2.page, 'competition-partner-request-ms');
  await sa2.page.getByRole('button', { name: new RegExp(`^${sa2.w.confirm} penyertaan`) }).click();
  await expect(sa2.page.getByText('Anda telah mengesahkan penyertaan.')).toBeVisible();
  const a2Entry = sa2.page.getByRole('listitem').filter({ hasText: tournamentName });
  await expect(a2Entry.getByText(sa2.w.awaitingPayment, { exact: true })).toBeVisible();
  await payOnGateway(sa2, 'RM 20.00');
  await myTournaments(sa2, async (page) => {
    await expect(page.getByText(sa2.w.partnerOwes)).toBeVisible();
  });
  await shot(sa2.page, 'competition-partner-owes-ms');

  // A1 pays the other half: confirmed, for both.
  await payOnGateway(sa1, 'RM 20.00');
  await myTournaments(sa1, async (page) => {
    const row = page.getByRole('listitem').filter({ hasText: tournamentName });
    await expect(row.getByText(sa1.w.confirmed, { exact: true })).toBeVisible();
  });
  await shot(sa1.page, 'competition-confirmed-en');
  await myTournaments(sa2, async (page) => {
    const row = page.getByRole('listitem').filter({ hasText: tournamentName });
    await expect(row.getByText(sa2.w.confirmed, { exact: true })).toBeVisible();
  });

  // ── Pair B (API) enters the full division: waitlisted, number 1. B1 sees it in Malay. ─────────
  const waiting = await enterPair(request, divisionId, b1, b2, 'one');
  expect(waiting).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
  const sb1 = await signedIn(browser, baseURL!, b1, 'ms');
  await go(sb1.page, `/ms/tournament/${tournamentId}`);
  const msCard = sb1.page
    .getByRole('region', { name: sb1.w.divisions })
    .getByRole('listitem', { name: sb1.w.division });
  await expect(msCard.getByText('1 daripada 1 diisi')).toBeVisible();
  await expect(msCard.getByText('1 menunggu')).toBeVisible();
  await shot(sb1.page, 'competition-tournament-full-ms');
  await myTournaments(sb1, async (page) => {
    const row = page.getByRole('listitem').filter({ hasText: tournamentName });
    await expect(row.getByText(sb1.w.waitlisted, { exact: true })).toBeVisible();
    await expect(row.getByText(sb1.w.position)).toBeVisible();
  });

  // ── A1 withdraws (the refund rule: half back); the place is offered to pair B. ────────────────
  await go(sa1.page, '/player/dashboard?tab=tournaments');
  await sa1.page
    .getByRole('listitem')
    .filter({ hasText: tournamentName })
    .getByRole('button', { name: sa1.w.withdraw })
    .click();
  const withdrawDialog = sa1.page.getByRole('dialog');
  await expect(withdrawDialog.getByText('Your partner leaves with you.')).toBeVisible();
  await expect(withdrawDialog.getByText('You have paid RM 20.00.')).toBeVisible();
  await shot(sa1.page, 'competition-withdraw-en', false);
  await withdrawDialog.getByRole('button', { name: sa1.w.withdraw, exact: true }).click();
  await expect(
    sa1.page.getByText(/^You have withdrawn\. RM \d+\.\d\d will be refunded/),
  ).toBeVisible();

  await myTournaments(sb1, async (page) => {
    const row = page.getByRole('listitem').filter({ hasText: tournamentName });
    await expect(row.getByText(sb1.w.offered, { exact: true })).toBeVisible();
  });
  await shot(sb1.page, 'competition-offered-ms');
  await sb1.page.getByRole('button', { name: sb1.w.claim }).click();
  await expect(sb1.page.getByText(sb1.w.claimed)).toBeVisible();
  await payOnGateway(sb1, 'RM 40.00');
  await myTournaments(sb1, async (page) => {
    const row = page.getByRole('listitem').filter({ hasText: tournamentName });
    await expect(row.getByText(sb1.w.confirmed, { exact: true })).toBeVisible();
  });
  await shot(sb1.page, 'competition-claimed-confirmed-ms');

  // ── A tournament officer publishes the results: a bad row refused with its line, then clean. ──
  // Signed in at desktop width (signInStaff waits for the sidebar), then used on a phone.
  const staffContext = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
  });
  const staff = await staffContext.newPage();
  await signInStaff(staff, 'tournament_officer');
  await staff.setViewportSize(PHONE);
  await go(staff, '/admin/dashboard?section=competition-results');
  await staff.getByLabel('Tournament', { exact: true }).selectOption(tournamentId);
  await staff.getByLabel('Division', { exact: true }).selectOption(divisionId);
  const uploadBox = staff.getByRole('region', { name: 'Upload a results file' });
  // Before the tournament's day no results can be published: the screen says from when, and
  // offers no upload; the server refuses them too.
  await expect(
    staff.getByText(/^This tournament starts on .+: its results can be published/),
  ).toBeVisible();
  await expect(uploadBox).toHaveCount(0);
  await shot(staff, 'competition-results-not-started-en');
  const early = await request.post(`/api/admin/divisions/${divisionId}/results`, {
    headers: await superAdminApi(request),
    data: { rows: [{ placement: 1, memberIds: [b1.memberId, b2.memberId] }] },
  });
  expect(early.status()).toBe(409);
  // The tournament's day comes: the server's clock, and the officer's, move to it.
  const advanced = await request.post('/api/test-clock/advance', {
    headers: { 'x-test-clock-token': E2E_TEST_CLOCK_TOKEN },
    data: { days: DAYS_TO_TOURNAMENT },
  });
  expect(advanced.status()).toBe(200);
  await staffContext.clock.setFixedTime(new Date(`${startDate}T12:00:00+08:00`));
  await staff.reload();
  await ready(staff);
  const file = uploadBox.getByLabel('Results file (CSV)');
  const upload = (name: string, buffer: Buffer) =>
    file.setInputFiles({ name, mimeType: 'text/csv', buffer });
  await upload(
    'results-bad.csv',
    resultsCsv([
      [1, [b1.memberId, b2.memberId]],
      [2, ['MPA9999999', a2.memberId]],
    ]),
  );
  await uploadBox.getByRole('button', { name: 'Check file' }).click();
  const refused = uploadBox.getByRole('alert').filter({ hasText: 'nothing was saved' });
  await expect(refused).toBeVisible();
  await expect(refused.getByText(/^Line 3: /)).toBeVisible();
  await expect(refused.getByText(/^Line 2: /)).toHaveCount(0);
  await expect(uploadBox.getByRole('button', { name: 'Publish results' })).toHaveCount(0);
  await shot(staff, 'competition-results-refused-en');
  const admin = await superAdminApi(request);
  const divisions = (await (
    await request.get(`/api/admin/tournaments/${tournamentId}/divisions`, { headers: admin })
  ).json()) as { id: string; resultsPublished: boolean }[];
  expect(divisions.find((d) => d.id === divisionId)?.resultsPublished).toBe(false);

  await upload('results.csv', resultsCsv([[1, [b1.memberId, b2.memberId]]]));
  await uploadBox.getByRole('button', { name: 'Check file' }).click();
  await expect(
    staff.getByText('The file is clean: 1 results and 0 matches.', { exact: false }),
  ).toBeVisible();
  await uploadBox.getByRole('button', { name: 'Publish results' }).click();
  await expect(staff.getByText('Published: 1 results and 0 matches.')).toBeVisible();
  await shot(staff, 'competition-results-published-en');
  await staffContext.close();

  // B1's portal (Malay): the played entry is past, never "upcoming", beside its result.
  await myTournaments(sb1, async (page) => {
    const upcoming = page.getByRole('region', { name: 'Akan datang' });
    await expect(upcoming.getByText(tournamentName)).toHaveCount(0);
    const past = page.getByRole('region', { name: 'Lepas' });
    await expect(past.getByText(tournamentName)).toBeVisible();
    // Played: nothing to withdraw from any more.
    await expect(past.getByRole('button', { name: sb1.w.withdraw, exact: true })).toHaveCount(0);
    await expect(page.getByText(/^Juara · Beregu campuran · Terbuka/)).toBeVisible();
  });
  await shot(sb1.page, 'competition-played-past-ms');

  // ── Rankings: B1 made their profile public, B2 did not. ───────────────────────────────────────
  await setPublicProfile(request, b1, true);
  const rankings = sa1.page;
  const category = encodeURIComponent('mixed_doubles:open');
  await expect(async () => {
    await go(rankings, `/rankings?category=${category}&q=${b1.memberId}`);
    await expect(rankings.getByRole('link', { name: b1.fullName })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000, intervals: [500, 1_000, 2_000] });
  const b1Row = rankings.getByRole('row').filter({ hasText: b1.memberId });
  await expect(b1Row.getByText('1,000', { exact: true })).toBeVisible();
  await b1Row.getByRole('button', { name: 'Why 1,000 points?' }).click();
  const why = rankings.getByRole('region', { name: `Results of ${b1.fullName}` });
  await expect(why.getByText(tournamentName)).toBeVisible();
  await expect(why.getByText(/Winner · 1,?000 points/)).toBeVisible();
  await expect(why.getByText('Counts', { exact: true })).toBeVisible();
  await shot(rankings, 'competition-rankings-why-en');

  // The same ranking in Malay, for B2 (listed by name: hidden only from profiles).
  await go(sb1.page, `/ms/rankings?category=${category}&q=${b2.memberId}`);
  const b2Row = sb1.page.getByRole('row').filter({ hasText: b2.memberId });
  await expect(b2Row.getByText('1,000', { exact: true })).toBeVisible();
  await expect(b2Row.getByRole('button', { name: 'Mengapa 1,000 mata?' })).toBeVisible();
  await shot(sb1.page, 'competition-rankings-ms');

  // B1's public profile shows the ranking and the result; B2's is not public.
  await go(rankings, `/players/${b1.memberId}`);
  await expect(rankings.getByRole('heading', { level: 1, name: b1.fullName })).toBeVisible();
  const profileRankings = rankings.getByRole('region', { name: 'Rankings' });
  await expect(profileRankings.getByText('Mixed doubles · Open')).toBeVisible();
  await expect(profileRankings.getByText('1,000 points')).toBeVisible();
  const profileResults = rankings.getByRole('region', { name: 'Results' });
  await expect(profileResults.getByText(tournamentName)).toBeVisible();
  await expect(profileResults.getByText(/^Winner · /)).toBeVisible();
  await shot(rankings, 'competition-profile-en');
  await go(sb1.page, `/ms/players/${b1.memberId}`);
  await expect(sb1.page.getByText('Juara', { exact: false }).first()).toBeVisible();
  await go(sb1.page, `/ms/players/${b2.memberId}`);
  await expect(
    sb1.page.getByRole('heading', { level: 1, name: 'Profil ini bukan awam.' }),
  ).toBeVisible();
  await go(rankings, `/players/${b2.memberId}`);
  await expect(
    rankings.getByRole('heading', { level: 1, name: 'This profile is not public.' }),
  ).toBeVisible();

  // ── The rules page explains the points: National winner 1,000. ─────────────────────────────────
  await go(rankings, '/rankings/rules');
  const table = rankings.getByRole('table', { name: 'Points by tier and place' });
  await expect(table.getByRole('columnheader', { name: 'National' })).toBeVisible();
  await expect(
    table
      .getByRole('row', { name: /^Winner/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('1,000');
  await shot(rankings, 'competition-rules-en');
  await go(sb1.page, '/ms/rankings/rules');
  const msTable = sb1.page.getByRole('table', { name: 'Mata mengikut peringkat dan tempat' });
  await expect(msTable.getByRole('columnheader', { name: 'Kebangsaan' })).toBeVisible();
  await expect(
    msTable
      .getByRole('row', { name: /^Juara/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('1,000');
  await shot(sb1.page, 'competition-rules-ms');

  // The player API agrees: B1's entry is confirmed and placed first.
  const mine = (await (
    await request.get('/api/players/me/entries', { headers: asPlayer(b1) })
  ).json()) as { results: { divisionId: string; placement: number }[] };
  expect(mine.results).toContainEqual(expect.objectContaining({ divisionId, placement: 1 }));

  for (const s of [sa1, sa2, sb1]) await s.context.close();
  console.log(`competition journey: ${Math.round((Date.now() - started) / 1000)} s`);
});
