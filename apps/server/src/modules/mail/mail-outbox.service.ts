import type { FastifyBaseLogger } from 'fastify';

import type { Database, DbExecutor } from '../../db/client';
import { transactionRunner } from '../../db/transaction';

import { createMailOutboxRepository } from './mail-outbox.repository';
import type { Mailer, MailMessage } from './mailer';

export const MAX_MAIL_ATTEMPTS = 8;

/** Exponential backoff: 30 s, 1 min, 2 min … capped at 1 hour. */
export function nextAttemptDelayMs(attemptsSoFar: number): number {
  return Math.min(30_000 * 2 ** attemptsSoFar, 3_600_000);
}

/**
 * The mail outbox: `enqueue` writes inside the caller's transaction; the worker delivers due
 * messages with retries and backoff. Rows are locked with SKIP LOCKED, so every process can run it.
 */
export function createMailOutbox({
  db,
  mailer,
  log,
}: {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
}) {
  const inTransaction = transactionRunner(db);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function processDue(batch = 20): Promise<number> {
    return inTransaction(async (tx) => {
      const repo = createMailOutboxRepository(tx);
      const due = await repo.lockDue(batch);
      for (const row of due) {
        try {
          await mailer.send({
            to: row.toAddress,
            subject: row.subject,
            text: row.textBody,
            ...(row.htmlBody ? { html: row.htmlBody } : {}),
          });
          await repo.markSent(row.id);
        } catch (err) {
          const attempts = row.attempts + 1;
          const retryAt =
            attempts >= MAX_MAIL_ATTEMPTS
              ? null
              : new Date(Date.now() + nextAttemptDelayMs(row.attempts));
          log.warn(
            { err, mailId: row.id, attempts },
            retryAt ? 'mail delivery failed; will retry' : 'mail delivery failed for good',
          );
          await repo.markFailedAttempt(
            row.id,
            err instanceof Error ? err.message : String(err),
            retryAt,
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
        log.warn({ err }, 'mail outbox run failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
  }

  return {
    /** Records a message in the caller's transaction; it is sent after commit. */
    enqueue: (tx: DbExecutor, message: MailMessage) =>
      createMailOutboxRepository(tx).insert(message),
    processDue,
    /** Starts a delivery run now (after a commit) unless one is under way. */
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

export type MailOutbox = ReturnType<typeof createMailOutbox>;
