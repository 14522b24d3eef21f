import type { FastifyInstance, onRequestHookHandler } from 'fastify';

/**
 * Who may call each route: the one table the server reads. Every registered route must be
 * listed (the app refuses to start otherwise), and the guard a policy names is attached to the
 * route from here, so a route cannot be reachable by more people than its entry says.
 *
 * - public: anyone.
 * - player: a signed-in, active player.
 * - owner: a player, and only for their own records (the service compares ids).
 * - admin: a signed-in admin.
 * - admin-or-owner: an admin, or the player the record belongs to.
 * - admin-or-portal-key: an admin session or the portal's `X-API-Key` (checked by the route).
 * - signed-webhook: the portal's HMAC signature over the raw body (checked by the route).
 */
export type RouteAccess =
  | 'public'
  | 'player'
  | 'owner'
  | 'admin'
  | 'admin-or-owner'
  | 'admin-or-portal-key'
  | 'signed-webhook';

const PROGRAM_ROUTES = ['/api/courses', '/api/clinics', '/api/api/courses', '/api/api/clinics'];

export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  'OPTIONS *': 'public',
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /robots.txt': 'public',
  'GET /sitemap.xml': 'public',
  'GET /uploads/*': 'public',
  'GET /api/uploads/*': 'public',

  'POST /api/admin/login': 'public',
  'POST /api/admin/logout': 'admin',
  'GET /api/admin/me': 'admin',
  'PUT /api/admin/me/username': 'admin',
  'PUT /api/admin/me/password': 'admin',

  'GET /api/news': 'public',
  'GET /api/news/:newsId': 'public',
  'POST /api/news': 'admin',
  'PATCH /api/news/:newsId': 'admin',
  'DELETE /api/news/:newsId': 'admin',
  'GET /api/featured-video': 'public',
  'POST /api/featured-video': 'admin',
  'GET /api/milestones': 'public',
  'GET /api/milestones/:id': 'public',
  'POST /api/milestones': 'admin',
  'PUT /api/milestones/order': 'admin',
  'PATCH /api/milestones/:id': 'admin',
  'DELETE /api/milestones/:id': 'admin',
  ...Object.fromEntries(
    PROGRAM_ROUTES.flatMap((prefix) => [
      [`GET ${prefix}`, 'public'],
      [`POST ${prefix}`, 'admin'],
      [`PATCH ${prefix}/:id`, 'admin'],
      [`PUT ${prefix}/:id`, 'admin'],
      [`DELETE ${prefix}/:id`, 'admin'],
      [`POST ${prefix}/:id/enroll`, 'player'],
      [`DELETE ${prefix}/:id/enroll`, 'player'],
    ]),
  ),
  'GET /api/players/me/enrollments': 'player',

  'GET /api/tournaments': 'public',
  'GET /api/tournaments/:id': 'public',
  'GET /api/tournaments/deliveries': 'admin',
  'POST /api/tournaments/sync': 'admin-or-portal-key',
  'DELETE /api/tournaments/:id': 'admin',
  'POST /api/webhooks/tournament-updated': 'signed-webhook',
  'GET /api/organizers': 'public',
  'GET /api/organizers/:id': 'public',
  'GET /api/organizers/ws': 'public',

  'GET /api/players/check-ic/:icNumber': 'public',
  'POST /api/players/register': 'public',
  'POST /api/players/login': 'public',
  'POST /api/players/forgot-password': 'public',
  'POST /api/players/reset-password': 'public',
  'POST /api/players/logout': 'player',
  'GET /api/players/me': 'player',
  'GET /api/players/:id': 'admin-or-owner',
  'PATCH /api/players/:id': 'admin-or-owner',
  'POST /api/players/:id/profile-picture': 'admin-or-owner',
  'GET /api/players/:id/messages': 'owner',
  'PATCH /api/players/:id/messages/:messageId/read': 'owner',
  'GET /api/players': 'admin',
  'DELETE /api/players/:id': 'admin',
  'GET /api/players/:id/credentials': 'admin',
  'POST /api/players/:id/reset-password': 'admin',
  'POST /api/players/:id/send-message': 'admin',
  'GET /api/messages': 'admin',

  'GET /api/posts': 'public',
  'GET /api/posts/:id': 'public',
  'POST /api/posts': 'player',
  'PUT /api/posts/:id': 'owner',
  'DELETE /api/posts/:id': 'admin-or-owner',
  'POST /api/posts/:id/like': 'player',
  'POST /api/posts/:id/comment': 'player',
  'POST /api/posts/:id/report': 'player',
  'GET /api/reports': 'admin',
  'PUT /api/reports/:id/resolve': 'admin',
  'POST /api/link-preview': 'player',
};

/** The session guard a policy needs (routes check ownership, portal keys and signatures). */
export function guardFor(app: FastifyInstance, access: RouteAccess): onRequestHookHandler | null {
  switch (access) {
    case 'player':
    case 'owner':
      return app.requirePlayer;
    case 'admin':
      return app.requireAdmin;
    case 'admin-or-owner':
      return app.requireAnyActor;
    default:
      return null;
  }
}

/**
 * Files of a served web build (@fastify/static registers one route per file): '/index.html',
 * '/assets/…', '/logo.svg', and any build's folders ('/static/js/main.3f2a1b4c.js').
 */
const STATIC_FILE = /^\/(?:[\w.-]+\/)*[\w.-]+\.\w+$/;

/** The policy of a registered route; HEAD follows GET; undefined when none is declared. */
export function accessOf(method: string, url: string): RouteAccess | undefined {
  const verb = method === 'HEAD' ? 'GET' : method;
  const declared = ROUTE_ACCESS[`${verb} ${url}`];
  if (declared) return declared;
  if (verb === 'GET' && !url.startsWith('/api/') && STATIC_FILE.test(url)) return 'public';
  return undefined;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

/**
 * Reads every route's policy from the table as it is registered, attaches the guard the policy
 * needs, and throws (so the app does not start) for a route with no policy. Returns the table
 * of registered routes that the authorization tests enumerate.
 */
export function enforceRouteAccess(
  app: FastifyInstance,
  extra: Readonly<Record<string, RouteAccess>> = {},
): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const access =
        extra[`${method === 'HEAD' ? 'GET' : method} ${route.url}`] ?? accessOf(method, route.url);
      if (!access) {
        throw new Error(
          `No access policy for ${method} ${route.url}: declare it in plugins/route-access.ts`,
        );
      }
      const guard = guardFor(app, access);
      const onRequest = route.onRequest ? [route.onRequest].flat() : [];
      if (guard && !onRequest.includes(guard)) route.onRequest = [guard, ...onRequest];
      routes.push({ method, url: route.url, access });
    }
  });
  return routes;
}
