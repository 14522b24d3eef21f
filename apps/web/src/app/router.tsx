import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';

import { NotFoundView } from '@/components/errors/not-found-view';
import { RouteErrorView } from '@/components/errors/route-error-view';
import { BareLayout } from '@/components/layouts/bare-layout';
import { PublicLayout } from '@/components/layouts/public-layout';
import { RootLayout } from '@/components/layouts/root-layout';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { PolicyLinks } from '@/features/legal/components/policy-links';

import { HomeRoute } from './routes/public/home';

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
                lazy: async () => ({
                  Component: (await import('./routes/public/about')).AboutRoute,
                }),
              },
              {
                path: rel(paths.tournament),
                lazy: async () => ({
                  Component: (await import('./routes/public/tournament')).TournamentRoute,
                }),
              },
              {
                path: rel(paths.registeredOrganizers),
                lazy: async () => ({
                  Component: (await import('./routes/public/registered-organizers'))
                    .RegisteredOrganizersRoute,
                }),
              },
              {
                path: rel(paths.affiliate),
                lazy: async () => ({
                  Component: (await import('./routes/public/affiliate')).AffiliateRoute,
                }),
              },
              {
                path: rel(paths.organization),
                lazy: async () => ({
                  Component: (await import('./routes/public/organization')).OrganizationRoute,
                }),
              },
              {
                path: rel(paths.news),
                lazy: async () => ({ Component: (await import('./routes/public/news')).NewsRoute }),
              },
              {
                path: rel(paths.newsArticle),
                lazy: async () => ({ Component: (await import('./routes/public/news')).NewsRoute }),
              },
              {
                path: rel(paths.milestones),
                lazy: async () => ({
                  Component: (await import('./routes/public/milestones')).MilestonesRoute,
                }),
              },
              {
                path: rel(paths.tournamentGuidelines),
                lazy: async () => ({
                  Component: (await import('./routes/public/tournament-guidelines'))
                    .TournamentGuidelinesRoute,
                }),
              },
              {
                path: rel(paths.venueGuidelines),
                lazy: async () => ({
                  Component: (await import('./routes/public/venue-guidelines'))
                    .VenueGuidelinesRoute,
                }),
              },
              {
                path: rel(paths.training),
                lazy: async () => ({
                  Component: (await import('./routes/public/training')).TrainingRoute,
                }),
              },
              {
                path: rel(paths.termsAndConditions),
                lazy: async () => ({
                  Component: (await import('./routes/public/terms-and-conditions'))
                    .TermsAndConditionsRoute,
                }),
              },
              {
                path: rel(paths.privacyPolicy),
                lazy: async () => ({
                  Component: (await import('./routes/public/privacy-policy')).PrivacyPolicyRoute,
                }),
              },
              {
                path: rel(paths.coaches),
                lazy: async () => ({
                  Component: (await import('./routes/public/coaches')).CoachesRoute,
                }),
              },
              {
                path: rel(paths.venue),
                lazy: async () => ({
                  Component: (await import('./routes/public/venue')).VenueRoute,
                }),
              },
              {
                path: rel(paths.referee),
                lazy: async () => ({
                  Component: (await import('./routes/public/referee')).RefereeRoute,
                }),
              },
              {
                path: '*',
                lazy: async () => ({
                  Component: (await import('./routes/public/not-found')).NotFoundRoute,
                }),
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
            lazy: async () => ({
              Component: (await import('./routes/portal/player-login')).PlayerLoginRoute,
            }),
          },
          {
            path: rel(paths.player.dashboard),
            lazy: async () => ({
              Component: (await import('./routes/portal/player-dashboard')).PlayerDashboardRoute,
            }),
          },
          {
            path: rel(paths.player.resetPassword),
            lazy: async () => ({
              Component: (await import('./routes/portal/player-reset-password'))
                .PlayerResetPasswordRoute,
            }),
          },
          {
            path: rel(paths.picklezone.login),
            lazy: async () => ({
              Component: (await import('./routes/portal/picklezone-login')).PicklezoneLoginRoute,
            }),
          },
          {
            path: rel(paths.picklezone.feed),
            lazy: async () => ({
              Component: (await import('./routes/portal/picklezone')).PicklezoneRoute,
            }),
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
            lazy: async () => ({
              Component: (await import('./routes/admin/login')).AdminLoginRoute,
            }),
          },
          {
            path: 'dashboard',
            lazy: async () => ({
              Component: (await import('./routes/admin/dashboard')).AdminDashboardRoute,
            }),
          },
          { path: '*', element: <NotFoundView variant="bare" /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export function AppRouter() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
