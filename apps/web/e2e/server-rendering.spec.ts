import { expect, test, type Page } from '@playwright/test';

const PUBLIC_PAGES = ['/', '/news', '/tournament', '/training', '/registered-organizers'];

/** Console errors and page errors (a failed hydration reports itself as one). */
function watchForErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/**
 * Remembers the root's first element as the server sent it and counts elements React removes
 * from the root: hydration attaches to the server's HTML, a fresh render would replace it.
 */
async function watchRoot(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { __rootRemovals: number; __firstServerNode: Element };
    state.__rootRemovals = 0;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root')!;
      state.__firstServerNode = root.firstElementChild!;
      new MutationObserver((records) => {
        for (const r of records) state.__rootRemovals += r.removedNodes.length;
      }).observe(root, { childList: true });
    });
  });
}

test('public pages arrive rendered with their data; signed-in screens do not', async ({
  request,
}) => {
  const news = (await (await request.get('/api/news?status=published&limit=50')).json()) as {
    title: string;
  }[];
  const newsHtml = await (await request.get('/news')).text();
  expect(newsHtml).toContain('id="ssr-state"');
  // React escapes text: compare the first title's first word, free of entities.
  expect(newsHtml).toContain(news[0]!.title.split(' ')[0]!);
  expect(newsHtml).toMatch(/<div id="root"><.+/);

  const tournaments = (await (await request.get('/api/tournaments')).json()) as {
    name: string;
  }[];
  expect(await (await request.get('/tournament')).text()).toContain(
    tournaments[0]!.name.split(' ')[0]!,
  );

  // A sign-in form sent before the app runs must never put the password in the URL.
  for (const path of ['/player/login', '/picklezone/login']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<form [^>]*method="post"/);
    expect(html, path).toMatch(/<button type="submit"[^>]* disabled=""/);
  }

  for (const path of ['/admin', '/player/dashboard', '/picklezone']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root"></div>');
    expect(html, path).toContain('rel="modulepreload"');
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the news and the tournament calendar can still be read', async ({ page, request }) => {
    const news = (await (await request.get('/api/news?status=published&limit=50')).json()) as {
      title: string;
    }[];
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(news[0]!.title).first()).toBeVisible();

    await page.goto('/tournament');
    await expect(page.getByTestId('events-count')).not.toHaveText('0');
  });
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the browser attaches to the server HTML without errors and the page works', async ({
    page,
  }) => {
    await watchRoot(page);
    const errors = watchForErrors(page);
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      // Interactive only once hydrated: the menu opens.
      const overlay = page.getByTestId('mobile-menu-overlay');
      await expect(async () => {
        if (!(await overlay.isVisible())) {
          await page.getByRole('button', { name: 'Open menu' }).click({ timeout: 1000 });
        }
        await expect(overlay).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 10_000 });
      const root = await page.evaluate(() => {
        const state = window as unknown as { __rootRemovals: number; __firstServerNode: Element };
        return {
          removals: state.__rootRemovals,
          isSameNode:
            state.__firstServerNode === document.getElementById('root')!.firstElementChild,
        };
      });
      expect(root, path).toEqual({ removals: 0, isSameNode: true });
    }
    expect(errors).toEqual([]);
  });
});
