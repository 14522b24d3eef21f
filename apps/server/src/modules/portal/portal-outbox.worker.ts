import type { FastifyBaseLogger } from 'fastify';

import { createPollingWorker } from '../../lib/polling-worker';
import type { DataAccess } from '../../lib/unit-of-work';

import type { PortalOutboxRepository } from './portal-outbox.repository';
import type { PortalClient } from './portal.client';

/** 5 s, 10 s, 20 s … capped at 10 minutes; deliveries are retried until the portal acknowledges. */
export function portalRetryDelayMs(attemptsSoFar: number): number {
  return Math.min(5_000 * 2 ** attemptsSoFar, 600_000);
}

export interface PortalOutboxRepos {
  portalOutbox: PortalOutboxRepository;
}

/** Delivers queued deletions to the portal, each retried until the portal acknowledges it. */
export function createPortalOutboxWorker(deps: {
  data: DataAccess<PortalOutboxRepos>;
  portal: PortalClient;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  const { data, portal, log } = deps;
  return createPollingWorker({
    name: 'portal outbox',
    intervalMs: deps.intervalMs ?? 5_000,
    log,
    processBatch: async (limit) => {
      if (!portal.isConfigured) return 0;
      return data.withTransaction(async ({ portalOutbox }) => {
        const due = await portalOutbox.lockDue(limit);
        for (const row of due) {
          try {
            if (row.action === 'delete-player') await portal.deletePlayer(row.memberId ?? '');
            else await portal.deleteApplication(row.applicationId ?? '');
            await portalOutbox.markDelivered(row.id);
          } catch (err) {
            const message = err instanceof Error ? err.message : String(err);
            log.warn(
              {
                applicationId: row.applicationId,
                memberId: row.memberId,
                requestId: row.requestId,
                attempts: row.attempts + 1,
                err: message,
              },
              'portal deletion failed; will retry',
            );
            await portalOutbox.markAttemptFailed(
              row.id,
              message,
              new Date(Date.now() + portalRetryDelayMs(row.attempts)),
            );
          }
        }
        return due.length;
      });
    },
  });
}
