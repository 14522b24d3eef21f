import { z } from 'zod';

import { AppError, badRequest, unauthenticated } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';

import type { WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { verifyWebhook, WEBHOOK_WINDOW_MS, type WebhookHeaders } from './webhook-signature';

const webhookBodySchema = z.object({
  tournament: z.object({
    applicationId: z.union([z.string().min(1).max(100), z.number()]).transform(String),
  }),
  action: z.enum(['created', 'updated', 'deleted']),
});

export interface WebhookIntakeRepos {
  webhookDeliveries: WebhookDeliveriesRepository;
}

export const INVALID_WEBHOOK = 'Invalid or missing webhook signature';

/**
 * The portal's tournament webhook: signature over timestamp and body, a five-minute window and
 * each delivery id once (hole 3 of the attack run), then the change is applied.
 */
export function createWebhookIntake(deps: {
  data: DataAccess<WebhookIntakeRepos>;
  secret: string | undefined;
  allowLegacySignature: boolean;
  apply: (applicationId: string, action: 'created' | 'updated' | 'deleted') => Promise<void>;
}) {
  const repo = deps.data.repos.webhookDeliveries;
  return {
    async receive(raw: Buffer, headers: WebhookHeaders) {
      if (!deps.secret) throw unauthenticated(INVALID_WEBHOOK);
      const verdict = verifyWebhook(raw, headers, {
        secret: deps.secret,
        allowLegacy: deps.allowLegacySignature,
      });
      if (!verdict.ok) {
        throw unauthenticated(
          verdict.reason === 'stale' ? 'This webhook call is too old' : INVALID_WEBHOOK,
        );
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

      const { deliveryId } = verdict;
      if (deliveryId !== null) {
        await repo.pruneBefore(new Date(Date.now() - 2 * WEBHOOK_WINDOW_MS));
        if (!(await repo.claim(deliveryId)))
          throw unauthenticated('This webhook delivery was already received');
      }
      try {
        await deps.apply(parsed.data.tournament.applicationId, parsed.data.action);
      } catch (err) {
        // Not applied: the portal's retry of this delivery must be accepted.
        if (deliveryId !== null) await repo.release(deliveryId);
        if (err instanceof AppError) throw err;
        throw new AppError(
          'UNAVAILABLE',
          'Could not fetch the application from the portal; try again',
          { cause: err },
        );
      }
      return { success: true as const };
    },
  };
}

export type WebhookIntake = ReturnType<typeof createWebhookIntake>;
