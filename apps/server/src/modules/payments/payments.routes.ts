import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { isLocale, LANGUAGE_HEADER } from '@app/shared/locale';
import {
  PAYMENT_MESSAGES,
  paymentOptionsSchema,
  paymentOrderSchema,
} from '@app/shared/payments/schemas';

import { unauthenticated } from '../../lib/errors';
import { playerActor } from '../../plugins/auth';

import type { PaymentsView } from './payments.view';
import type { WebhookService } from './webhook.service';

const idParams = z.object({ id: z.string().min(1).max(64) });

/** The signed-in player's orders, under /api/players/me. */
export const paymentsPlayerRoutes: FastifyPluginAsyncZod<{ view: PaymentsView }> = async (
  app,
  { view },
) => {
  app.addHook('onRequest', async (_req, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  const me = (req: Parameters<typeof playerActor>[0]) => playerActor(req).playerId;
  /** The language the reader asked for (X-Language); absent: the player's own. */
  const asked = (req: { headers: Record<string, unknown> }) => {
    const value = req.headers[LANGUAGE_HEADER];
    return isLocale(value) ? value : undefined;
  };

  app.get(
    '/api/players/me/payments',
    { schema: { response: { 200: z.array(paymentOrderSchema) } } },
    async (req) => view.list(me(req), asked(req)),
  );
  app.get(
    '/api/players/me/payments/:id',
    { schema: { params: idParams, response: { 200: paymentOrderSchema } } },
    async (req) => view.one(me(req), req.params.id, asked(req)),
  );
  app.post(
    '/api/players/me/payments/:id/cancel',
    { schema: { params: idParams, response: { 200: paymentOrderSchema } } },
    async (req) => view.cancel(me(req), req.params.id, asked(req)),
  );
};

/** Whether the site takes online payment, and how (anyone may ask: the portal and the apps). */
export const paymentsPublicRoutes: FastifyPluginAsyncZod<{ view: PaymentsView }> = async (
  app,
  { view },
) => {
  app.get(
    '/api/payments/options',
    { schema: { response: { 200: paymentOptionsSchema } } },
    async () => view.options(),
  );
};

/**
 * POST /api/payments/stripe/webhook, signed by Stripe (`Stripe-Signature`). The body is read
 * raw so the signature covers exactly the bytes sent.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{ webhooks: WebhookService | null }> = async (
  app,
  { webhooks },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  app.post('/api/payments/stripe/webhook', async (req) => {
    const signature = req.headers['stripe-signature'];
    // Without gateway keys there is nothing to sign with: every call is refused the same way.
    if (!webhooks) throw unauthenticated(PAYMENT_MESSAGES.badSignature);
    return webhooks.receive(
      Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
      typeof signature === 'string' ? signature : undefined,
    );
  });
};
