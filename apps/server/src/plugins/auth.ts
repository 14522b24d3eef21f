import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';

import { LOCALE_COOKIE, type Locale } from '@app/shared/locale';
import { TWO_FACTOR_MESSAGES } from '@app/shared/security';
import { hasAnyRole } from '@app/shared/staff';

import { bearerToken } from '../lib/bearer-token';
import { AppError, forbidden, unauthenticated } from '../lib/errors';
import type { Actor, SessionsService } from '../modules/sessions/index';

import type { StaffAccess } from './route-access';
import { routeGuard } from './route-guards';

export const ADMIN_COOKIE = 'mpa_admin_session';
export const PLAYER_COOKIE = 'mpa_player_session';

type AdminActor = Extract<Actor, { kind: 'admin' }>;
type PlayerActor = Extract<Actor, { kind: 'player' }>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The guard of a staff policy from the route-access table (roles, two-factor set-up). */
    staffGuard(access: StaffAccess): onRequestHookHandler;
    /** The player policies' guard: 401 without a session, 403 to an admin or inactive player. */
    requirePlayer: onRequestHookHandler;
    /** onRequest hook: resolves the player session if there is one, never refuses. */
    optionalPlayer: onRequestHookHandler;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export interface AuthPluginOptions {
  sessions: SessionsService;
  publicUrl: string | undefined;
}

/** Reads a session token from the Authorization header, else from the given cookies. */
function tokenFrom(req: FastifyRequest, cookieNames: string[]): string | undefined {
  const bearer = bearerToken(req.headers);
  if (bearer) return bearer;
  for (const name of cookieNames) {
    const value = req.cookies[name];
    if (value) return value;
  }
  return undefined;
}

export function adminActor(req: FastifyRequest): AdminActor {
  if (req.actor?.kind !== 'admin') throw unauthenticated('Admin sign-in required');
  return req.actor;
}

export function playerActor(req: FastifyRequest): PlayerActor {
  if (req.actor?.kind !== 'player') throw unauthenticated('Please sign in to continue');
  return req.actor;
}

/** The signed-in admin or player (routes whose policy is staff or owner). */
export function actorOf(req: FastifyRequest): Actor {
  if (!req.actor) throw unauthenticated();
  return req.actor;
}

export function setSessionCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  name: string,
  token: string,
  expiresAt: Date,
  publicUrl: string | undefined,
) {
  reply.setCookie(name, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https' || Boolean(publicUrl?.startsWith('https:')),
    expires: expiresAt,
  });
}

/** Remembers the signed-in person's language, so a plain URL opens the site in it. */
export function setLanguageCookie(reply: FastifyReply, locale: Locale) {
  reply.setCookie(LOCALE_COOKIE, locale, {
    path: '/',
    sameSite: 'lax',
    maxAge: 365 * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply, name: string) {
  reply.clearCookie(name, { path: '/' });
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, { sessions }) => {
    app.decorateRequest('actor', null);

    // Resolve a request's session once, whichever guard or hook asks first.
    const resolved = new WeakMap<FastifyRequest, string>();
    async function resolve(req: FastifyRequest, cookieNames: string[]) {
      const key = cookieNames.join(',');
      if (resolved.get(req) === key) return req.actor;
      const token = tokenFrom(req, cookieNames);
      req.actor = token ? await sessions.resolve(token) : null;
      resolved.set(req, key);
      return req.actor;
    }

    const admitStaff = (actor: AdminActor, access: StaffAccess) => {
      if (actor.stage === 'enrol' && !access.enrolling)
        throw new AppError('TWO_FACTOR_ENROLMENT_REQUIRED', TWO_FACTOR_MESSAGES.enrolmentRequired);
      if (access.staff !== 'any' && !hasAnyRole(actor.roles, access.staff))
        throw forbidden('Your staff role does not allow this');
    };

    // Guards are attached from the access table only (route-guards.ts refuses one set inline).
    app.decorate('staffGuard', (access: StaffAccess) =>
      routeGuard(async (req: FastifyRequest) => {
        // The portal's key is checked by the route itself.
        if (access.orPortalKey && req.headers['x-api-key'] !== undefined) return;
        const actor = await resolve(
          req,
          access.orOwner ? [ADMIN_COOKIE, PLAYER_COOKIE] : [ADMIN_COOKIE],
        );
        if (!actor) throw unauthenticated(access.orOwner ? undefined : 'Admin sign-in required');
        if (actor.kind === 'admin') return admitStaff(actor, access);
        if (!access.orOwner) throw forbidden('Admin access required');
        if (actor.status !== 'active') throw forbidden(`Your account is ${actor.status}`);
      }),
    );

    app.decorate(
      'requirePlayer',
      routeGuard(async (req: FastifyRequest) => {
        const actor = await resolve(req, [PLAYER_COOKIE]);
        if (!actor) throw unauthenticated('Please sign in to continue');
        if (actor.kind !== 'player') throw forbidden('Player access required');
        if (actor.status !== 'active') throw forbidden(`Your account is ${actor.status}`);
      }),
    );

    app.decorate('optionalPlayer', async (req: FastifyRequest) => {
      const actor = await resolve(req, [PLAYER_COOKIE]);
      if (actor && (actor.kind !== 'player' || actor.status !== 'active')) req.actor = null;
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);
