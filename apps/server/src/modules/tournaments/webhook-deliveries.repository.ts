import { eq, lt } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { webhookDeliveries } from '../../db/schema/index';

export function createWebhookDeliveriesRepository(db: DbExecutor) {
  return {
    /** Records a delivery id; false when it was already recorded (a replay). */
    async claim(deliveryId: string) {
      const rows = await db
        .insert(webhookDeliveries)
        .values({ deliveryId })
        .onConflictDoNothing()
        .returning({ id: webhookDeliveries.deliveryId });
      return rows.length === 1;
    },
    /** Forgets a delivery whose processing failed, so the portal's retry is accepted. */
    async release(deliveryId: string) {
      await db.delete(webhookDeliveries).where(eq(webhookDeliveries.deliveryId, deliveryId));
    },
    async pruneBefore(before: Date) {
      await db.delete(webhookDeliveries).where(lt(webhookDeliveries.receivedAt, before));
    },
  };
}

export type WebhookDeliveriesRepository = ReturnType<typeof createWebhookDeliveriesRepository>;
