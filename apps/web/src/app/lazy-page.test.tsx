import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { RootLayout } from '@/components/layouts/root-layout';
import { renderRoutes } from '@/testing/test-utils';

import { lazyPage } from './lazy-page';
import { RouteBoundary } from './route-boundary';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Home() {
  return (
    <main>
      <h1>Home</h1>
      <Link to="/later">Later</Link>
    </main>
  );
}

function Later() {
  return <h1>Later page</h1>;
}

function tree(page: ReturnType<typeof lazyPage>) {
  return [
    {
      element: (
        <RouteBoundary variant="bare">
          <RootLayout />
        </RouteBoundary>
      ),
      children: [
        {
          element: (
            <RouteBoundary>
              <Outlet />
            </RouteBoundary>
          ),
          children: [
            { index: true, element: <Home /> },
            { path: 'later', ...page },
          ],
        },
      ],
    },
  ];
}

describe('code-split pages', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows a progress bar while a page loads, then the page', async () => {
    const load = deferred<typeof Later>();
    const page = lazyPage([], () => load.promise);
    renderRoutes(tree(page), '/');

    await userEvent.click(screen.getByRole('link', { name: 'Later' }));
    expect(screen.getByTestId('navigation-progress')).toBeInTheDocument();

    await act(async () => load.resolve(Later));
    expect(await screen.findByRole('heading', { name: 'Later page' })).toBeInTheDocument();
    expect(screen.queryByTestId('navigation-progress')).not.toBeInTheDocument();
  });

  it('renders at once when preloaded (before a server render or hydration)', async () => {
    const page = lazyPage([], async () => Later);
    await page.handle.preload();
    renderRoutes(tree(page), '/later');

    expect(screen.getByRole('heading', { name: 'Later page' })).toBeInTheDocument();
  });

  it("shows the error page when a page's code fails to load, and tries again later", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Later>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(Later);
    const page = lazyPage([], load);
    const { router } = renderRoutes(tree(page), '/');

    await userEvent.click(screen.getByRole('link', { name: 'Later' }));
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();

    await act(() => router.navigate('/'));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await act(() => router.navigate('/later'));
    expect(await screen.findByRole('heading', { name: 'Later page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
