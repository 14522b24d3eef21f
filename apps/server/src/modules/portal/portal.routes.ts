import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Delivery } from './portal-outbox.presenter';

const deliverySchema = z.object({
  _id: z.string(),
  /** The tournament's application (action `delete`), else null. */
  applicationId: z.string().nullable(),
  /** The deleted player's member ID (action `delete-player`), else null. */
  memberId: z.string().nullable(),
  action: z.string(),
  status: z.enum(['pending', 'failing']),
  attempts: z.number(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
});

/** Deliveries still owed to the portal (admin): `GET /api/tournaments/deliveries`. */
export const portalRoutes: FastifyPluginAsyncZod<{
  listPending: () => Promise<Delivery[]>;
}> = async (app, { listPending }) => {
  app.get(
    '/api/tournaments/deliveries',
    { schema: { response: { 200: z.array(deliverySchema) } } },
    async () => listPending(),
  );
};
