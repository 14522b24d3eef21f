import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  adminLoginInputSchema,
  adminLoginResultSchema,
  adminSchema,
  changeAdminPasswordInputSchema,
  changeAdminUsernameInputSchema,
} from '@app/shared/admins';
import { successMessageSchema } from '@app/shared/common';

import { ADMIN_COOKIE, adminActor, clearSessionCookie, setSessionCookie } from '../../plugins/auth';

import type { AdminsService } from './admins.service';

export const adminsRoutes: FastifyPluginAsyncZod<{
  service: AdminsService;
  publicUrl: string | undefined;
}> = async (app, { service, publicUrl }) => {
  app.post(
    '/login',
    { schema: { body: adminLoginInputSchema, response: { 200: adminLoginResultSchema } } },
    async (req, reply) => {
      const { sessionId: _sessionId, ...result } = await service.login(req.body, {
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      });
      setSessionCookie(
        req,
        reply,
        ADMIN_COOKIE,
        result.token,
        new Date(result.expiresAt),
        publicUrl,
      );
      return result;
    },
  );

  app.post(
    '/logout',
    { onRequest: app.requireAdmin, schema: { response: { 200: successMessageSchema } } },
    async (req, reply) => {
      const result = await service.logout(adminActor(req).sessionId);
      clearSessionCookie(reply, ADMIN_COOKIE);
      return result;
    },
  );

  app.get(
    '/me',
    { onRequest: app.requireAdmin, schema: { response: { 200: adminSchema } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.getMe(adminActor(req).adminId);
    },
  );

  app.put(
    '/me/username',
    {
      onRequest: app.requireAdmin,
      schema: { body: changeAdminUsernameInputSchema, response: { 200: adminSchema } },
    },
    async (req) => service.changeUsername(adminActor(req).adminId, req.body),
  );

  app.put(
    '/me/password',
    {
      onRequest: app.requireAdmin,
      schema: { body: changeAdminPasswordInputSchema, response: { 200: successMessageSchema } },
    },
    async (req) => {
      const actor = adminActor(req);
      return service.changePassword(actor.adminId, actor.sessionId, req.body);
    },
  );
};
