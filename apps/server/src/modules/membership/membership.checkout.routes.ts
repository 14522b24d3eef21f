import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { checkoutResultSchema, membershipCheckoutInputSchema } from '@app/shared/payments/schemas';

import { playerActor } from '../../plugins/auth';

import type { MembershipCheckout } from './membership-checkout.service';

/** POST /api/players/me/membership/checkout: join or renew online (the server prices it). */
export const membershipCheckoutRoutes: FastifyPluginAsyncZod<{
  checkout: MembershipCheckout;
}> = async (app, { checkout }) => {
  app.post(
    '/api/players/me/membership/checkout',
    {
      schema: {
        body: membershipCheckoutInputSchema,
        response: { 200: checkoutResultSchema },
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return checkout.checkout(playerActor(req).playerId, req.body);
    },
  );
};
