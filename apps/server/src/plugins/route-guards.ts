import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';

import { accessOf, type RouteAccess } from './route-access';

/**
 * Attaching each route's guard from the access table (route-access.ts, ADR 004), the only place a
 * route gets one: a guard written on a route itself stops the app from starting.
 */

const guards = new WeakSet<object>();

/** Marks a session guard (plugins/auth.ts makes them), so a route that sets one is refused. */
export function routeGuard<T extends onRequestHookHandler>(guard: T): T {
  guards.add(guard);
  return guard;
}

/** The session guard a policy needs (routes check ownership, portal keys and signatures). */
export function guardFor(app: FastifyInstance, access: RouteAccess): onRequestHookHandler | null {
  if (typeof access === 'object') return app.staffGuard(access);
  switch (access) {
    case 'player':
    case 'owner':
      return app.requirePlayer;
    default:
      return null;
  }
}

/** Throws for a route that sets a session guard among its own hooks. */
function refuseInlineGuard(route: RouteOptions, method: string) {
  const own = [route.onRequest, route.preParsing, route.preValidation, route.preHandler];
  if (own.flat().some((hook) => typeof hook === 'function' && guards.has(hook)))
    throw new Error(
      `${method} ${route.url} sets a guard itself: guards come from plugins/route-access.ts alone`,
    );
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** The module that registered it (its `config.module`, set after this hook); none for plugins'. */
  readonly module: string | undefined;
}

/**
 * Reads every route's policy from the table as it is registered, attaches the guard the policy
 * needs, and throws (so the app does not start) for a route with no policy or one that sets a
 * guard itself. Returns the table of registered routes that the authorization tests enumerate.
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
      refuseInlineGuard(route, method);
      const guard = guardFor(app, access);
      const onRequest = route.onRequest ? [route.onRequest].flat() : [];
      if (guard) route.onRequest = [guard, ...onRequest];
      routes.push({
        method,
        url: route.url,
        access,
        get module() {
          return route.config?.module;
        },
      });
    }
  });
  return routes;
}
