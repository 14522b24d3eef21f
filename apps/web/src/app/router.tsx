import { useState, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';

import { NotFoundView } from '@/components/errors/not-found-view';
import { RouteErrorView } from '@/components/errors/route-error-view';
import { BareLayout } from '@/components/layouts/bare-layout';
import { PublicLayout } from '@/components/layouts/public-layout';
import { RootLayout } from '@/components/layouts/root-layout';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { PolicyLinks } from '@/features/legal/components/policy-links';
import { loadMessages } from '@/lib/i18n';
import type { LazyNamespace } from '@/messages/en/lazy-namespaces';

import { ROUTE_MESSAGES } from './route-messages';
import { HomeRoute } from './routes/public/home';
import { loadWithQueries } from './with-queries';

const PUBLIC_MESSAGES = ROUTE_MESSAGES.public;
const PORTAL_MESSAGES = ROUTE_MESSAGES.portal;
const ADMIN_MESSAGES = ROUTE_MESSAGES.admin;

/**
 * A route's `lazy`: its component (with the query layer, see `loadWithQueries`) and its message
 * namespaces, fetched in parallel.
 */
function withMessages(namespaces: readonly LazyNamespace[], load: () => Promise<ComponentType>) {
  return async () => {
    const [Component] = await Promise.all([loadWithQueries(load), loadMessages(...namespaces)]);
    return { Component };
  };
}

/** Strips the leading slash: child route paths are relative to the root route. */
function rel(path: string): string {
  return path.replace(/^\//, '');
}

/**
 * The route tree. Three audience groups, each with its own error boundary:
 * - public: header + footer (PublicLayout); errors render inside the layout;
 * - portal: player portal and PickleZone, no header/footer (BareLayout);
 * - admin: admin login and dashboard, no header/footer (BareLayout), admin code loaded lazily.
 * Every page except home is code-split with `lazy`.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    HydrateFallback: PageLoading,
    errorElement: <RouteErrorView variant="bare" />,
    children: [
      {
        id: 'public',
        element: <PublicLayout policyLinks={<PolicyLinks />} />,
        errorElement: <RouteErrorView variant="bare" />,
        children: [
          {
            errorElement: <RouteErrorView />,
            children: [
              { index: true, element: <HomeRoute /> },
              {
                path: rel(paths.about),
                lazy: withMessages(
                  PUBLIC_MESSAGES,
                  async () => (await import('./routes/public/about')).AboutRoute,
                ),
              },
              {
                path: rel(paths.tournament),
                lazy: withMessages(
                  PUBLIC_MESSAGES,
                  async () => (await import('./routes/public/tournament')).TournamentRoute,
                ),
              },
              {
                path: rel(paths.registeredOrganizers),
                lazy: withMessages(
                  PUBLIC_MESSAGES,
                  async () =>
                    (await import('./routes/public/registered-organizers'))
                      .RegisteredOrganizersRoute,
                ),
              },
              {
                path: rel(paths.affiliate),
                lazy: withMessages(
                  PUBLIC_MESSAGES,
                  async () => (await import('./routes/public/affiliate')).AffiliateRoute,
                ),
              },
              {
                path: rel(paths.organization),
                lazy: withMessages(
                  PUBLIC_MESSAGES,
                  async () => (await import('./routes/public/organization')).OrganizationRoute,
                ),
              },
              {
                path: rel(paths.news),
                lazy: withMessages(
                  PUBLIC_MESSAGES,
                  async () => (await import('./routes/public/news')).NewsRoute,
                ),
              },
              {
                path: rel(paths.newsArticle),
                lazy: withMessages(
                  PUBLIC_MESSAGES,
                  async () => (await import('./routes/public/news')).NewsRoute,
                ),
              },
              {
                path: rel(paths.milestones),
                lazy: withMessages(
                  PUBLIC_MESSAGES,
                  async () => (await import('./routes/public/milestones')).MilestonesRoute,
                ),
              },
              {
                path: rel(paths.tournamentGuidelines),
                lazy: withMessages(
                  PUBLIC_MESSAGES,
                  async () =>
                    (await import('./routes/public/tournament-guidelines'))
                      .TournamentGuidelinesRoute,
                ),
              },
              {
                path: rel(paths.venueGuidelines),
                lazy: withMessages(
                  PUBLIC_MESSAGES,
                  async () =>
                    (await import('./routes/public/venue-guidelines')).VenueGuidelinesRoute,
                ),
              },
              {
                path: rel(paths.training),
                lazy: withMessages(
                  PUBLIC_MESSAGES,
                  async () => (await import('./routes/public/training')).TrainingRoute,
                ),
              },
              {
                path: rel(paths.termsAndConditions),
                lazy: withMessages(
                  PUBLIC_MESSAGES,
                  async () =>
                    (await import('./routes/public/terms-and-conditions')).TermsAndConditionsRoute,
                ),
              },
              {
                path: rel(paths.privacyPolicy),
                lazy: withMessages(
                  PUBLIC_MESSAGES,
                  async () => (await import('./routes/public/privacy-policy')).PrivacyPolicyRoute,
                ),
              },
              {
                path: rel(paths.coaches),
                lazy: withMessages(
                  PUBLIC_MESSAGES,
                  async () => (await import('./routes/public/coaches')).CoachesRoute,
                ),
              },
              {
                path: rel(paths.venue),
                lazy: withMessages(
                  PUBLIC_MESSAGES,
                  async () => (await import('./routes/public/venue')).VenueRoute,
                ),
              },
              {
                path: rel(paths.referee),
                lazy: withMessages(
                  PUBLIC_MESSAGES,
                  async () => (await import('./routes/public/referee')).RefereeRoute,
                ),
              },
              {
                path: '*',
                lazy: withMessages(
                  PUBLIC_MESSAGES,
                  async () => (await import('./routes/public/not-found')).NotFoundRoute,
                ),
              },
            ],
          },
        ],
      },
      {
        id: 'portal',
        element: <BareLayout />,
        errorElement: <RouteErrorView variant="bare" />,
        children: [
          {
            path: rel(paths.player.login),
            lazy: withMessages(
              PORTAL_MESSAGES,
              async () => (await import('./routes/portal/player-login')).PlayerLoginRoute,
            ),
          },
          {
            path: rel(paths.player.dashboard),
            lazy: withMessages(
              PORTAL_MESSAGES,
              async () => (await import('./routes/portal/player-dashboard')).PlayerDashboardRoute,
            ),
          },
          {
            path: rel(paths.player.resetPassword),
            lazy: withMessages(
              PORTAL_MESSAGES,
              async () =>
                (await import('./routes/portal/player-reset-password')).PlayerResetPasswordRoute,
            ),
          },
          {
            path: rel(paths.picklezone.login),
            lazy: withMessages(
              PORTAL_MESSAGES,
              async () => (await import('./routes/portal/picklezone-login')).PicklezoneLoginRoute,
            ),
          },
          {
            path: rel(paths.picklezone.feed),
            lazy: withMessages(
              PORTAL_MESSAGES,
              async () => (await import('./routes/portal/picklezone')).PicklezoneRoute,
            ),
          },
        ],
      },
      {
        id: 'admin',
        path: rel(paths.admin.login),
        element: <BareLayout />,
        errorElement: <RouteErrorView variant="bare" />,
        children: [
          {
            index: true,
            lazy: withMessages(
              ADMIN_MESSAGES,
              async () => (await import('./routes/admin/login')).AdminLoginRoute,
            ),
          },
          {
            path: 'dashboard',
            lazy: withMessages(
              ADMIN_MESSAGES,
              async () => (await import('./routes/admin/dashboard')).AdminDashboardRoute,
            ),
          },
          { path: '*', element: <NotFoundView variant="bare" /> },
        ],
      },
    ],
  },
];

/**
 * The browser's router. `isHydrating`: the page is the server's HTML, which the visitor may
 * already have scrolled, so the first render must not reset the scroll position (the router
 * treats a page with hydration data as already in place; there are no loaders to hydrate).
 */
export function createAppRouter({ isHydrating = false }: { isHydrating?: boolean } = {}) {
  return createBrowserRouter(routes, isHydrating ? { hydrationData: { loaderData: {} } } : {});
}

/** The browser's router; `main.tsx` passes one whose current page is already loaded. */
export function AppRouter({ router: given }: { router?: ReturnType<typeof createAppRouter> }) {
  const [router] = useState(() => given ?? createAppRouter());
  return <RouterProvider router={router} />;
}
