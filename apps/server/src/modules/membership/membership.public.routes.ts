import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { successMessageSchema } from '@app/shared/common';
import { verifyResultSchema } from '@app/shared/membership';

import type { ThrottleService } from '../throttle/index';

import type { CardService } from './card.service';
import type { RemindersService } from './reminders.service';

/**
 * The public side of membership: the card check behind the QR code (no IC, no contact data,
 * not indexed, not cached, rate-limited per address) and the reminders' unsubscribe link.
 */
export const membershipPublicRoutes: FastifyPluginAsyncZod<{
  card: CardService;
  reminders: RemindersService;
  throttle: ThrottleService;
  verifyPerMinute: number;
}> = async (app, { card, reminders, throttle, verifyPerMinute }) => {
  app.get(
    '/api/verify/:token',
    {
      schema: {
        params: z.object({ token: z.string().max(200) }),
        response: { 200: verifyResultSchema },
      },
    },
    async (req, reply) => {
      void reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .header('referrer-policy', 'no-referrer');
      const rule = { bucket: 'card-verify', key: req.ip, limit: verifyPerMinute, windowMs: 60_000 };
      throttle.consumeWindow(
        rule,
        () => 'Too many card checks from this address. Please wait a minute and try again.',
      );
      return card.verify(req.params.token);
    },
  );
  app.post(
    '/api/membership/unsubscribe',
    {
      schema: {
        body: z.object({ token: z.string({ message: 'The link is incomplete' }).max(200) }),
        response: { 200: successMessageSchema },
      },
    },
    async (req) => reminders.unsubscribe(req.body.token),
  );
};
