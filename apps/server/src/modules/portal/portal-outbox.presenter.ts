import type { PortalOutboxRepository } from './portal-outbox.repository';

type OutboxRow = Awaited<ReturnType<PortalOutboxRepository['listPending']>>[number];

/** A delivery fails this many times before the admin sees it as failing (it is still retried). */
const FAILING_AFTER_ATTEMPTS = 5;

export function toDelivery(row: OutboxRow) {
  return {
    _id: String(row.id),
    applicationId: row.applicationId,
    memberId: row.memberId,
    action: row.action,
    status: row.attempts >= FAILING_AFTER_ATTEMPTS ? ('failing' as const) : ('pending' as const),
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export type Delivery = ReturnType<typeof toDelivery>;
