import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';

import { NotFoundView } from '@/components/errors/not-found-view';
import { BareLayout } from '@/components/layouts/bare-layout';
import { RootLayout } from '@/components/layouts/root-layout';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/i18n';
import type { DirectoryKind } from '@app/shared/directory';
import { localeBase } from '@app/shared/locale';

import { lazyPage } from './lazy-page';
import { PageOutlet, RouteBoundary } from './route-boundary';
import { ROUTE_MESSAGES } from './route-messages';
import { HomeRoute } from './routes/public/home';
import { PublicFrame } from './routes/public/public-frame';

const PUBLIC_MESSAGES = ROUTE_MESSAGES.public;
/**
 * Rankings, their rules, public profiles and a tournament's page (its divisions and entries):
 * the public pages plus the competition words.
 */
const COMPETITION_MESSAGES = [...PUBLIC_MESSAGES, 'competition'] as const;
const PORTAL_MESSAGES = ROUTE_MESSAGES.portal;
const ADMIN_MESSAGES = ROUTE_MESSAGES.admin;

/** The directory's finders, each with its entries' pages under it. */
const DIRECTORY_ROUTES = [
  [paths.venue, 'venue'],
  [paths.coaches, 'coach'],
  [paths.referee, 'referee'],
  [paths.clubs, 'club'],
] as const satisfies readonly (readonly [string, DirectoryKind])[];

/** Strips the leading slash: child route paths are relative to the root route. */
function rel(path: string): string {
  return path.replace(/^\//, '');
}

/**
 * The route tree. Three audience groups, each with its own error boundary:
 * - public: header + footer (PublicFrame); errors and loading show inside the layout;
 * - portal: player portal and PickleZone, no header/footer (BareLayout);
 * - admin: admin login and dashboard, no header/footer (BareLayout), admin code loaded lazily.
 * Every page except home is code-split (`lazyPage`). The routes are plain route objects
 * (`useRoutes`): the app has no loaders or actions, so it does without the data router's code.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: (
      <RouteBoundary variant="bare">
        <RootLayout />
      </RouteBoundary>
    ),
    children: [
      {
        id: 'public',
        element: (
          <RouteBoundary variant="bare">
            <PublicFrame />
          </RouteBoundary>
        ),
        children: [
          {
            element: <PageOutlet />,
            children: [
              { index: true, element: <HomeRoute /> },
              {
                path: rel(paths.about),
                ...lazyPage(
                  PUBLIC_MESSAGES,
                  async () => (await import('./routes/public/about')).AboutRoute,
                ),
              },
              {
                path: rel(paths.tournament),
                ...lazyPage(
                  PUBLIC_MESSAGES,
                  async () => (await import('./routes/public/tournament')).TournamentRoute,
                ),
              },
              {
                path: rel(paths.tournamentEvent),
                ...lazyPage(
                  COMPETITION_MESSAGES,
                  async () =>
                    (await import('./routes/public/tournament-event')).TournamentEventRoute,
                ),
              },
              {
                path: rel(paths.registeredOrganizers),
                ...lazyPage(
                  PUBLIC_MESSAGES,
                  async () =>
                    (await import('./routes/public/registered-organizers'))
                      .RegisteredOrganizersRoute,
                ),
              },
              {
                path: rel(paths.affiliate),
                ...lazyPage(
                  PUBLIC_MESSAGES,
                  async () => (await import('./routes/public/affiliate')).AffiliateRoute,
                ),
              },
              {
                path: rel(paths.organisation),
                ...lazyPage(
                  PUBLIC_MESSAGES,
                  async () => (await import('./routes/public/organization')).OrganisationRoute,
                ),
              },
              {
                path: rel(paths.news),
                ...lazyPage(
                  PUBLIC_MESSAGES,
                  async () => (await import('./routes/public/news')).NewsRoute,
                ),
              },
              {
                path: rel(paths.newsArticle),
                ...lazyPage(
                  PUBLIC_MESSAGES,
                  async () => (await import('./routes/public/news')).NewsRoute,
                ),
              },
              {
                path: rel(paths.milestones),
                ...lazyPage(
                  PUBLIC_MESSAGES,
                  async () => (await import('./routes/public/milestones')).MilestonesRoute,
                ),
              },
              {
                path: rel(paths.tournamentGuidelines),
                ...lazyPage(
                  PUBLIC_MESSAGES,
                  async () =>
                    (await import('./routes/public/tournament-guidelines'))
                      .TournamentGuidelinesRoute,
                ),
              },
              {
                path: rel(paths.venueGuidelines),
                ...lazyPage(
                  PUBLIC_MESSAGES,
                  async () =>
                    (await import('./routes/public/venue-guidelines')).VenueGuidelinesRoute,
                ),
              },
              {
                path: rel(paths.training),
                ...lazyPage(
                  PUBLIC_MESSAGES,
                  async () => (await import('./routes/public/training')).TrainingRoute,
                ),
              },
              {
                path: rel(paths.termsAndConditions),
                ...lazyPage(
                  PUBLIC_MESSAGES,
                  async () =>
                    (await import('./routes/public/terms-and-conditions')).TermsAndConditionsRoute,
                ),
              },
              {
                path: rel(paths.privacyPolicy),
                ...lazyPage(
                  PUBLIC_MESSAGES,
                  async () => (await import('./routes/public/privacy-policy')).PrivacyPolicyRoute,
                ),
              },
              ...DIRECTORY_ROUTES.flatMap(([path, kind]) => [
                {
                  path: rel(path),
                  ...lazyPage(
                    PUBLIC_MESSAGES,
                    async () =>
                      (await import('./routes/public/directory')).DIRECTORY_PAGES[kind].List,
                  ),
                },
                {
                  path: `${rel(path)}/${paths.directoryEntry}`,
                  ...lazyPage(
                    PUBLIC_MESSAGES,
                    async () =>
                      (await import('./routes/public/directory')).DIRECTORY_PAGES[kind].Entry,
                  ),
                },
              ]),
              {
                path: rel(paths.rankings),
                ...lazyPage(
                  COMPETITION_MESSAGES,
                  async () => (await import('./routes/public/rankings')).RankingsRoute,
                ),
              },
              {
                path: rel(paths.rankingRules),
                ...lazyPage(
                  COMPETITION_MESSAGES,
                  async () => (await import('./routes/public/rankings')).RankingRulesRoute,
                ),
              },
              {
                path: rel(paths.tournamentResults),
                ...lazyPage(
                  COMPETITION_MESSAGES,
                  async () => (await import('./routes/public/rankings')).TournamentResultsRoute,
                ),
              },
              {
                path: rel(paths.divisionResults),
                ...lazyPage(
                  COMPETITION_MESSAGES,
                  async () => (await import('./routes/public/rankings')).TournamentResultsRoute,
                ),
              },
              {
                path: rel(paths.playerProfile),
                ...lazyPage(
                  COMPETITION_MESSAGES,
                  async () => (await import('./routes/public/rankings')).PlayerProfileRoute,
                ),
              },
              {
                path: rel(paths.contact),
                ...lazyPage(
                  PUBLIC_MESSAGES,
                  async () => (await import('./routes/public/contact')).ContactRoute,
                ),
              },
              {
                path: '*',
                ...lazyPage(
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
        element: (
          <RouteBoundary variant="bare">
            <BareLayout />
          </RouteBoundary>
        ),
        children: [
          {
            path: rel(paths.player.login),
            ...lazyPage(
              PORTAL_MESSAGES,
              async () => (await import('./routes/portal/player-login')).PlayerLoginRoute,
            ),
          },
          {
            path: rel(paths.player.dashboard),
            ...lazyPage(
              PORTAL_MESSAGES,
              async () => (await import('./routes/portal/player-dashboard')).PlayerDashboardRoute,
            ),
          },
          {
            path: rel(paths.player.resetPassword),
            ...lazyPage(
              PORTAL_MESSAGES,
              async () =>
                (await import('./routes/portal/player-reset-password')).PlayerResetPasswordRoute,
            ),
          },
          {
            path: rel(paths.picklezone.login),
            ...lazyPage(
              PORTAL_MESSAGES,
              async () => (await import('./routes/portal/picklezone-login')).PicklezoneLoginRoute,
            ),
          },
          {
            path: rel(paths.picklezone.feed),
            ...lazyPage(
              PORTAL_MESSAGES,
              async () => (await import('./routes/portal/picklezone')).PicklezoneRoute,
            ),
          },
          {
            path: rel(paths.membership.verify),
            ...lazyPage(
              ['membership'],
              async () => (await import('./routes/membership/verify')).VerifyRoute,
            ),
          },
          {
            path: rel(paths.membership.unsubscribe),
            ...lazyPage(
              ['membership'],
              async () => (await import('./routes/membership/unsubscribe')).UnsubscribeRoute,
            ),
          },
        ],
      },
      {
        id: 'admin',
        path: rel(paths.admin.login),
        element: (
          <RouteBoundary variant="bare">
            <BareLayout />
          </RouteBoundary>
        ),
        children: [
          {
            index: true,
            ...lazyPage(
              ADMIN_MESSAGES,
              async () => (await import('./routes/admin/login')).AdminLoginRoute,
            ),
          },
          {
            path: 'dashboard',
            ...lazyPage(
              ADMIN_MESSAGES,
              async () => (await import('./routes/admin/dashboard')).AdminDashboardRoute,
            ),
          },
          {
            path: 'invitation',
            ...lazyPage(
              ADMIN_MESSAGES,
              async () => (await import('./routes/admin/invitation')).AdminInvitationRoute,
            ),
          },
          { path: '*', element: <NotFoundView variant="bare" /> },
        ],
      },
    ],
  },
];

/** The route table, rendered for the current location. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The browser's router. A Bahasa Malaysia page lives under `/ms`: the router's base, so every
 * link the app makes stays in the page's language.
 */
export function AppRouter() {
  const locale = useLocale();
  return (
    <BrowserRouter basename={localeBase(locale) || undefined}>
      <AppRoutes />
    </BrowserRouter>
  );
}
