import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { successMessageSchema } from '@app/shared/common';
import { activeSessionSchema, endSessionsResultSchema } from '@app/shared/security';

import type { SessionSubject } from './sessions.repository';
import type { SessionsService } from './sessions.service';

/** "Where you're signed in" for the signed-in staff member or player (under their prefix). */
export const sessionsRoutes: FastifyPluginAsyncZod<{
  sessions: SessionsService;
  who(req: FastifyRequest): { subject: SessionSubject; sessionId: string };
}> = async (app, { sessions, who }) => {
  app.get(
    '/',
    { schema: { response: { 200: z.array(activeSessionSchema) } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      const { subject, sessionId } = who(req);
      return sessions.list(subject, sessionId);
    },
  );
  app.post(
    '/end-others',
    { schema: { response: { 200: endSessionsResultSchema } } },
    async (req) => {
      const { subject, sessionId } = who(req);
      const ended = await sessions.endOthers(subject, sessionId);
      return {
        success: true as const,
        message:
          ended === 1 ? 'Signed out of 1 other session' : `Signed out of ${ended} other sessions`,
        ended,
      };
    },
  );
  app.delete(
    '/:sessionId',
    {
      schema: {
        params: z.object({ sessionId: z.string().max(64) }),
        response: { 200: successMessageSchema },
      },
    },
    async (req) => {
      await sessions.end(who(req).subject, req.params.sessionId);
      return { success: true as const, message: 'Signed out of that session' };
    },
  );
};
