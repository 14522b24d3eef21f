import type { FastifyBaseLogger } from 'fastify';

import type { TransactionRunner } from '../../db/transaction';
import { createTournamentsRepository } from '../tournaments/tournaments.repository';

import type { PortalClient } from './portal.client';

/** 5 s, 10 s, 20 s … capped at 10 minutes; deliveries are retried until the portal acknowledges. */
export function portalRetryDelayMs(attemptsSoFar: number): number {
  return Math.min(5_000 * 2 ** attemptsSoFar, 600_000);
}

/**
 * Delivers queued deletions to the portal. Rows are locked with FOR UPDATE SKIP LOCKED, so every
 * server process can run the worker without delivering a row twice at the same time.
 */
export function createPortalOutboxWorker(deps: {
  inTransaction: TransactionRunner;
  portal: PortalClient;
  log: FastifyBaseLogger;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function processDue(batch = 20): Promise<number> {
    if (!deps.portal.isConfigured) return 0;
    return deps.inTransaction(async (tx) => {
      const repo = createTournamentsRepository(tx);
      const due = await repo.lockDueDeliveries(batch);
      for (const row of due) {
        try {
          await deps.portal.deleteApplication(row.applicationId);
          await repo.markDelivered(row.id);
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          deps.log.warn(
            { applicationId: row.applicationId, attempts: row.attempts + 1, err: message },
            'portal deletion failed; will retry',
          );
          await repo.markAttemptFailed(
            row.id,
            message,
            new Date(Date.now() + portalRetryDelayMs(row.attempts)),
          );
        }
      }
      return due.length;
    });
  }

  function kick() {
    if (running) return;
    running = processDue()
      .catch((err: unknown) => {
        deps.log.warn({ err }, 'portal outbox run failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
  }

  return {
    processDue,
    kick,
    start(intervalMs = 5_000) {
      timer ??= setInterval(kick, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type PortalOutboxWorker = ReturnType<typeof createPortalOutboxWorker>;
