import { and, asc, eq, lte, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import { currentRequestId } from '../../lib/request-context';

import type { MailMessage } from './mailer';

export function createMailOutboxRepository(db: DbExecutor) {
  return {
    async insert(message: MailMessage) {
      await db.insert(mailOutbox).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        replyTo: message.replyTo,
        requestId: currentRequestId(),
      });
    },
    /** Several messages in one statement (a batch of settled payments' notices). */
    async insertMany(list: MailMessage[]) {
      if (list.length === 0) return;
      const requestId = currentRequestId();
      await db.insert(mailOutbox).values(
        list.map((message) => ({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
          replyTo: message.replyTo,
          requestId,
        })),
      );
    },
    /** Due messages, locked so that other processes skip them. Call inside a transaction. */
    async lockDue(limit: number) {
      return db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(mailOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },
    async markSent(id: number) {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1` })
        .where(eq(mailOutbox.id, id));
    },
    async markFailedAttempt(id: number, error: string, nextAttemptAt: Date | null) {
      await db
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: error.slice(0, 500),
          ...(nextAttemptAt ? { nextAttemptAt } : { status: 'failed' as const }),
        })
        .where(eq(mailOutbox.id, id));
    },
  };
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
