import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  adminLoginInputSchema,
  adminLoginResultSchema,
  adminSchema,
  adminSignedInSchema,
  changeAdminPasswordInputSchema,
  changeAdminUsernameInputSchema,
} from '@app/shared/admins';
import { successMessageSchema } from '@app/shared/common';
import { languageInputSchema } from '@app/shared/language';
import type { Locale } from '@app/shared/locale';
import { twoFactorSignInInputSchema } from '@app/shared/security';

import {
  ADMIN_COOKIE,
  adminActor,
  clearSessionCookie,
  setLanguageCookie,
  setSessionCookie,
} from '../../plugins/auth';

import type { AdminsService } from './admins.service';

const metaOf = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] });

/** Staff sign-in (two steps with two-factor), sign-out and own-account settings. */
export const adminsRoutes: FastifyPluginAsyncZod<{
  service: AdminsService;
  publicUrl: string | undefined;
}> = async (app, { service, publicUrl }) => {
  function startSession(
    req: FastifyRequest,
    reply: FastifyReply,
    result: { token: string; expiresAt: string; admin: { language: Locale } },
  ) {
    setSessionCookie(req, reply, ADMIN_COOKIE, result.token, new Date(result.expiresAt), publicUrl);
    setLanguageCookie(reply, result.admin.language);
    void reply.header('cache-control', 'no-store');
  }

  app.post(
    '/api/admin/login',
    { schema: { body: adminLoginInputSchema, response: { 200: adminLoginResultSchema } } },
    async (req, reply) => {
      const { sessionId: _sessionId, ...result } = await service.login(req.body, metaOf(req));
      if ('token' in result) startSession(req, reply, result);
      return result;
    },
  );

  app.post(
    '/api/admin/login/two-factor',
    { schema: { body: twoFactorSignInInputSchema, response: { 200: adminSignedInSchema } } },
    async (req, reply) => {
      const { sessionId: _sessionId, ...result } = await service.loginTwoFactor(
        req.body,
        metaOf(req),
      );
      startSession(req, reply, result);
      return result;
    },
  );

  app.post(
    '/api/admin/logout',
    { schema: { response: { 200: successMessageSchema } } },
    async (req, reply) => {
      const result = await service.logout(adminActor(req).sessionId);
      clearSessionCookie(reply, ADMIN_COOKIE);
      return result;
    },
  );

  app.get('/api/admin/me', { schema: { response: { 200: adminSchema } } }, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    const actor = adminActor(req);
    return service.getMe(actor.adminId, actor.stage);
  });

  app.put(
    '/api/admin/me/username',
    { schema: { body: changeAdminUsernameInputSchema, response: { 200: adminSchema } } },
    async (req) => service.changeUsername(adminActor(req).adminId, req.body),
  );

  app.put(
    '/api/admin/me/language',
    { schema: { body: languageInputSchema, response: { 200: adminSchema } } },
    async (req, reply) => {
      const admin = await service.setLanguage(adminActor(req).adminId, req.body.language);
      setLanguageCookie(reply, admin.language);
      return admin;
    },
  );

  app.put(
    '/api/admin/me/password',
    { schema: { body: changeAdminPasswordInputSchema, response: { 200: successMessageSchema } } },
    async (req) => {
      const actor = adminActor(req);
      return service.changePassword(actor.adminId, actor.sessionId, req.body);
    },
  );
};
