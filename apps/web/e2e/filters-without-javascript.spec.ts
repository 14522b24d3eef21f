// The public lists' filters work without JavaScript (issue 39): each is a GET form of its page,
// its fields named after the URL's keys, sent with its button; the server renders the filtered
// list. Opened with `page.goto` of Playwright itself: the app never attaches here.
import { expect, test, type Page } from '@playwright/test';

const PHONE = { width: 390, height: 844 };

/** `<name>-390.png` and `<name>-1280.png` in `SHOTS_DIR`, when it is set (to look at). */
async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

test.use({ javaScriptEnabled: false, viewport: PHONE });

for (const [language, prefix, words] of [
  ['en', '', { apply: 'Apply filters', event: 'Event', state: 'State', found: /1 found/ }],
  ['ms', '/ms', { apply: 'Guna penapis', event: 'Acara', state: 'Negeri', found: /1 ditemui/ }],
] as const) {
  test(`the rankings, the coaches and the calendar filter without JavaScript (${language}, 390 px)`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/rankings`);
    const rankings = page.getByRole('search');
    await rankings.getByLabel(words.event, { exact: true }).selectOption('mens_singles');
    await rankings.getByRole('button', { name: words.apply }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/rankings\\?discipline=mens_singles&`));
    // The server rendered the chosen category: its selects, and its ranked players.
    await expect(rankings.getByLabel(words.event, { exact: true })).toHaveValue('mens_singles');
    await expect(page.getByRole('table', { name: /·/ })).toBeVisible();
    const men = await page.getByRole('table').getByRole('row').count();
    expect(men).toBeGreaterThan(1);
    await shots(page, `rankings-no-js-${language}`);

    await page.goto(`${prefix}/coaches`);
    const coaches = page.getByRole('search');
    await coaches.getByLabel(words.state, { exact: true }).selectOption('Penang');
    await coaches.getByRole('button', { name: words.apply }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/coaches\\?q=&state=Penang$`));
    await expect(page.getByText(words.found)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Coach Raj Subramaniam' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Coach Aisyah Kamal' })).toHaveCount(0);
    await shots(page, `coaches-no-js-${language}`);

    await page.goto(`${prefix}/tournament`);
    const calendar = page.getByRole('search');
    await calendar.getByLabel(words.state, { exact: true }).selectOption('Selangor');
    await calendar.getByRole('button', { name: words.apply }).click();
    await expect(page).toHaveURL(/\?year=\d{4}&q=&state=Selangor&type=&month=$/);
    await expect(calendar.getByLabel(words.state, { exact: true })).toHaveValue('Selangor');
    await shots(page, `calendar-no-js-${language}`);
  });
}
