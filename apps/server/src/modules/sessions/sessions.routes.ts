import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { successMessageSchema } from '@app/shared/common';
import { activeSessionSchema, endSessionsResultSchema } from '@app/shared/security';

import type { SessionSubject } from './sessions.repository';
import type { SessionsService } from './sessions.service';

/** The full URLs of the routes, written out by the module that registers them. */
export interface SessionsUrls {
  list: string;
  endOthers: string;
  /** Ends one session: ends in `/:sessionId`. */
  end: string;
}

/** "Where you're signed in" for the signed-in staff member or player (at their URLs). */
export const sessionsRoutes: FastifyPluginAsyncZod<{
  sessions: SessionsService;
  urls: SessionsUrls;
  who(req: FastifyRequest): { subject: SessionSubject; sessionId: string };
}> = async (app, { sessions, urls, who }) => {
  app.get(
    urls.list,
    { schema: { response: { 200: z.array(activeSessionSchema) } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      const { subject, sessionId } = who(req);
      return sessions.list(subject, sessionId);
    },
  );
  app.post(
    urls.endOthers,
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
    urls.end,
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
