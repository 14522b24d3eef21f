import { randomBytes } from 'node:crypto';

import { addDays, todayInMalaysia } from '@app/shared/membership';

import { AppError } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';
import type { MailOutboxRepository } from '../mail/index';
import type { Notify } from '../notifications/index';

import { reminderMail } from './membership.mail';
import type { RemindersRepository } from './reminders.repository';

export interface RemindersRepos {
  reminders: RemindersRepository;
  mailOutbox: MailOutboxRepository;
}

/**
 * Renewal reminders at 30, 7 and 0 days before expiry and on entering grace, each once per
 * term. The row that records a reminder and the mail it queues commit together, and the
 * primary key (term, kind) refuses a second one: a job run twice, or on two processes at once,
 * sends one.
 */
export function createRemindersService(deps: {
  data: DataAccess<RemindersRepos>;
  graceDays: () => Promise<number>;
  kickMail: () => void;
  siteUrl: string;
  associationName: string;
  associationNameMs: string;
  now?: () => Date;
  /** The bell: each reminder is a notice too. */
  notify?: Notify;
}) {
  const { data, now = () => new Date() } = deps;
  return {
    /** Queues up to `limit` due reminders; returns how many were queued. */
    async sendDue(limit: number): Promise<number> {
      const graceDays = await deps.graceDays();
      const today = todayInMalaysia(now());
      const told: { playerId: string; kind: string; expiresOn: string }[] = [];
      const queued = await data.withTransaction(async ({ reminders, mailOutbox }) => {
        let sent = 0;
        for (const due of await reminders.lockDue(today, graceDays, limit)) {
          if (!(await reminders.claim(due.membershipId, due.kind))) continue;
          const token =
            due.unsubscribeToken ??
            (await reminders.ensureUnsubscribeToken(
              due.playerId,
              randomBytes(18).toString('base64url'),
            ));
          await mailOutbox.insert(
            reminderMail(
              deps,
              { ...due, unsubscribeToken: token },
              addDays(due.expiresOn, graceDays),
            ),
          );
          told.push({ playerId: due.playerId, kind: due.kind, expiresOn: due.expiresOn });
          sent += 1;
        }
        return sent;
      });
      if (queued > 0) deps.kickMail();
      for (const t of told)
        await deps.notify?.({
          playerId: t.playerId,
          type: 'membership',
          subjectKey: `${t.kind}-${t.expiresOn}`,
          data: { reminder: t.kind, expiresOn: t.expiresOn },
        });
      return queued;
    },

    /** The unsubscribe link in reminder e-mails (reminders only; security mail still comes). */
    async unsubscribe(token: string) {
      if (!/^[A-Za-z0-9_-]{16,64}$/.test(token) || !(await data.repos.reminders.unsubscribe(token)))
        throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid');
      return { success: true as const, message: 'You will no longer get renewal reminders' };
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
