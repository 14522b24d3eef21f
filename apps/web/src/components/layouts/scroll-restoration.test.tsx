import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ScrollRestoration } from './scroll-restoration';

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ScrollRestoration />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <p>Home</p> },
          { path: '/news', element: <p id="latest">News</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('scroll restoration', () => {
  let scrollTo: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    sessionStorage.clear();
    scrollTo = vi.fn((_x: number, y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    });
    vi.stubGlobal('scrollTo', scrollTo);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps the first page where it is (a visitor may have scrolled the server HTML)', () => {
    renderAt('/');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('returns a reloaded page to where it was left', () => {
    sessionStorage.setItem('mpa-scroll-positions', JSON.stringify({ 'path:/news': 900 }));
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'reload' } as PerformanceNavigationTiming,
    ]);

    renderAt('/news');
    expect(scrollTo).toHaveBeenCalledWith(0, 900);
  });

  it('starts a new page at the top and returns to the old position on back', async () => {
    const router = renderAt('/');
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });

    await act(() => router.navigate('/news'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('scrolls to the element a #hash names', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const router = renderAt('/');

    await act(() => router.navigate('/news#latest'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
