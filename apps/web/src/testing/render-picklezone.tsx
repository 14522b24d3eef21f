import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { PicklezoneRoute } from '@/app/routes/portal/picklezone';
import { PicklezoneLoginRoute } from '@/app/routes/portal/picklezone-login';
import { buildPlayer } from '@/testing/factories/players';
import { jsonResponse, mockFetch, type FetchHandler } from '@/testing/mock-fetch';

export const PLAYER = buildPlayer();

export interface RenderPicklezoneOptions {
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/** The two hub routes (plus stand-ins for home and the player portal) at `initialEntry`. */
export function renderPicklezone(
  initialEntry = '/picklezone',
  { userOptions }: RenderPicklezoneOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/player/login', element: <p>Player portal</p> },
      { path: '/picklezone/login', element: <PicklezoneLoginRoute /> },
      { path: '/picklezone', element: <PicklezoneRoute /> },
    ],
    { initialEntries: [initialEntry] },
  );
  const user = userEvent.setup(userOptions);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, user };
}

/** mockFetch with a signed-in player, plus the given handlers. */
export function mockSignedIn(handlers: Record<string, FetchHandler>) {
  return mockFetch({ 'GET /api/players/me': () => jsonResponse(200, PLAYER), ...handlers });
}
