import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

import { VerifyRoute } from '@/app/routes/membership/verify';
import { PlayerDashboardRoute } from '@/app/routes/portal/player-dashboard';
import { PlayerLoginRoute } from '@/app/routes/portal/player-login';
import { PlayerResetPasswordRoute } from '@/app/routes/portal/player-reset-password';
import { HomeRoute } from '@/app/routes/public/home';

export const PLAYER_ROUTES: RouteObject[] = [
  { path: '/', element: <HomeRoute /> },
  { path: '/player/login', element: <PlayerLoginRoute /> },
  { path: '/player/dashboard', element: <PlayerDashboardRoute /> },
  { path: '/player/reset-password', element: <PlayerResetPasswordRoute /> },
  { path: '/picklezone', element: <p>PickleZone feed</p> },
  { path: '/verify/:token', element: <VerifyRoute /> },
];

export interface RenderPlayerAppOptions {
  /** Passed to userEvent.setup (e.g. advanceTimers for fake timers). */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/** The home page and the player routes in a memory router at `initialEntry`. */
export function renderPlayerApp(
  initialEntry: string,
  { userOptions }: RenderPlayerAppOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(PLAYER_ROUTES, { initialEntries: [initialEntry] });
  const user = userEvent.setup(userOptions);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, user };
}
