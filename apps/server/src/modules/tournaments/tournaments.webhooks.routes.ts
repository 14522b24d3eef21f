import { createHmac, timingSafeEqual } from 'node:crypto';

import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

import { AppError, badRequest, unauthenticated } from '../../lib/errors';

import type { TournamentsService } from './tournaments.service';

const webhookBodySchema = z.object({
  tournament: z.object({
    applicationId: z.union([z.string().min(1).max(100), z.number()]).transform(String),
  }),
  action: z.enum(['created', 'updated', 'deleted']),
});

/** True when `header` is `sha256=<hex HMAC-SHA256 of body with secret>` (constant-time compare). */
export function isValidSignature(body: Buffer, header: unknown, secret: string): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', secret).update(body).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * POST /api/webhooks/tournament-updated from the portal, signed with PORTAL_WEBHOOK_SECRET in
 * `X-Portal-Signature`. The body is read raw so the signature covers exactly the bytes sent.
 */
export const webhooksRoutes: FastifyPluginAsync<{
  service: TournamentsService;
  secret: string | undefined;
}> = async (app, { service, secret }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  app.post('/tournament-updated', async (req) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!secret || !isValidSignature(raw, req.headers['x-portal-signature'], secret)) {
      throw unauthenticated('Invalid or missing webhook signature');
    }
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      throw badRequest('The request body is not valid JSON');
    }
    const parsed = webhookBodySchema.safeParse(json);
    if (!parsed.success)
      throw badRequest(
        'Expected { tournament: { applicationId }, action: created|updated|deleted }',
      );
    try {
      await service.applyWebhook(parsed.data.tournament.applicationId, parsed.data.action);
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw new AppError(
        'UNAVAILABLE',
        'Could not fetch the application from the portal; try again',
        { cause: err },
      );
    }
    return { success: true };
  });
};
