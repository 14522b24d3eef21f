import { sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { accountDeletions, mailOutbox, portalOutbox, waitlistEntries } from '../../db/schema/index';

export interface Backlog {
  mail: { pending: number; failed: number };
  portalOutbox: number;
  /** Account deletions whose grace period is over. */
  deletionsDue: number;
  /** Waitlist offers past their claim window, not yet passed on. */
  offersExpired: number;
}

/** The queues the workers drain: how much is waiting (read when metrics are scraped). */
export function createMetricsRepository(db: DbExecutor) {
  return {
    async backlog(): Promise<Backlog> {
      const result = await db.execute(sql`
        select
          (select count(*) from ${mailOutbox} where ${mailOutbox.status} = 'pending')::int as mail_pending,
          (select count(*) from ${mailOutbox} where ${mailOutbox.status} = 'failed')::int as mail_failed,
          (select count(*) from ${portalOutbox} where ${portalOutbox.status} = 'pending')::int as portal,
          (select count(*) from ${accountDeletions}
             where ${accountDeletions.status} = 'pending' and ${accountDeletions.dueAt} <= now())::int as deletions,
          (select count(*) from ${waitlistEntries}
             where ${waitlistEntries.status} = 'offered' and ${waitlistEntries.offerExpiresAt} <= now())::int as offers`);
      const row = (result as unknown as { rows: Record<string, number>[] }).rows[0] ?? {};
      return {
        mail: { pending: Number(row.mail_pending ?? 0), failed: Number(row.mail_failed ?? 0) },
        portalOutbox: Number(row.portal ?? 0),
        deletionsDue: Number(row.deletions ?? 0),
        offersExpired: Number(row.offers ?? 0),
      };
    },
  };
}

export type MetricsRepository = ReturnType<typeof createMetricsRepository>;
