import type { FastifyBaseLogger } from 'fastify';

import { createPollingWorker } from '../../lib/polling-worker';
import type { DataAccess } from '../../lib/unit-of-work';

import type { MailOutboxRepository } from './mail-outbox.repository';
import type { Mailer } from './mailer';

export const MAX_MAIL_ATTEMPTS = 8;

/** Exponential backoff: 30 s, 1 min, 2 min … capped at 1 hour. */
export function nextAttemptDelayMs(attemptsSoFar: number): number {
  return Math.min(30_000 * 2 ** attemptsSoFar, 3_600_000);
}

export interface MailOutboxRepos {
  mailOutbox: MailOutboxRepository;
}

/**
 * Delivers the mail outbox. Messages are queued by `repos.mailOutbox.insert` inside the
 * transaction that caused them, so a mail is sent only for work that committed, and is never lost
 * when the mail server is away: each failed send is retried with backoff.
 */
export function createMailOutboxWorker(deps: {
  data: DataAccess<MailOutboxRepos>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  intervalMs?: number;
  /** Told of each failed delivery (metrics); `final` when it will not be retried. */
  onFailure?: (final: boolean) => void;
}) {
  const { data, mailer, log } = deps;
  return createPollingWorker({
    name: 'mail outbox',
    intervalMs: deps.intervalMs ?? 5_000,
    log,
    processBatch: (limit) =>
      data.withTransaction(async ({ mailOutbox }) => {
        const due = await mailOutbox.lockDue(limit);
        for (const row of due) {
          try {
            await mailer.send({
              to: row.toAddress,
              subject: row.subject,
              text: row.textBody,
              ...(row.htmlBody ? { html: row.htmlBody } : {}),
              ...(row.replyTo ? { replyTo: row.replyTo } : {}),
            });
            await mailOutbox.markSent(row.id);
            log.debug({ mailId: row.id, requestId: row.requestId }, 'mail delivered');
          } catch (err) {
            const attempts = row.attempts + 1;
            const retryAt =
              attempts >= MAX_MAIL_ATTEMPTS
                ? null
                : new Date(Date.now() + nextAttemptDelayMs(row.attempts));
            deps.onFailure?.(retryAt === null);
            log.warn(
              { err, mailId: row.id, requestId: row.requestId, attempts },
              retryAt ? 'mail delivery failed; will retry' : 'mail delivery failed for good',
            );
            await mailOutbox.markFailedAttempt(
              row.id,
              err instanceof Error ? err.message : String(err),
              retryAt,
            );
          }
        }
        return due.length;
      }),
  });
}
