import type { FastifyPluginAsync } from 'fastify';

import type { WebhookIntake } from './webhook-intake.service';

/**
 * POST /api/webhooks/tournament-updated from the portal, signed with PORTAL_WEBHOOK_SECRET
 * (`X-Portal-Signature`, `X-Portal-Timestamp`, `X-Portal-Delivery`). The body is read raw so
 * the signature covers exactly the bytes sent.
 */
export const webhooksRoutes: FastifyPluginAsync<{ intake: WebhookIntake }> = async (
  app,
  { intake },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  app.post('/api/webhooks/tournament-updated', async (req) =>
    intake.receive(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), {
      signature: req.headers['x-portal-signature'],
      timestamp: req.headers['x-portal-timestamp'],
      deliveryId: req.headers['x-portal-delivery'],
    }),
  );
};
