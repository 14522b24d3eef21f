import type { PrivacyTrailEntry } from '@app/shared/privacy';

import { isUuid } from '../../lib/ids';
import type { AuditRepository } from '../audit/index';

/**
 * The audit trail of one player's data requests (staff, Data Requests): exports asked for and
 * downloaded, corrections asked for and decided, deletions asked for, cancelled and carried
 * out. Every `privacy.*` entry about the player, newest first.
 */
export async function privacyTrail(
  audit: Pick<AuditRepository, 'page'>,
  playerId: string,
): Promise<PrivacyTrailEntry[]> {
  if (!isUuid(playerId)) return [];
  const rows = await audit.page(
    { action: 'privacy', targetType: 'players', targetId: playerId },
    50,
  );
  return rows.map((row) => ({
    _id: String(row.id),
    at: row.at.toISOString(),
    action: row.action,
    actorKind: row.actorKind,
    actorName: row.actorName,
    detail: row.detail ?? null,
  }));
}
