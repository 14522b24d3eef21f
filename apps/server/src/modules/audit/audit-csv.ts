import type { AuditRow } from '../../db/schema/index';
import { csvLine } from '../../lib/csv';

export const AUDIT_CSV_HEADER = [
  'id',
  'time',
  'actor_kind',
  'actor_id',
  'actor_name',
  'actor_roles',
  'action',
  'target_type',
  'target_id',
  'target_label',
  'ip',
  'changes',
  'detail',
];

export function auditCsvLine(row: AuditRow): string {
  return csvLine([
    row.id,
    row.at.toISOString(),
    row.actorKind,
    row.actorId,
    row.actorName,
    row.actorRoles.join(' '),
    row.action,
    row.targetType,
    row.targetId,
    row.targetLabel,
    row.ip,
    row.changes ? JSON.stringify(row.changes) : '',
    row.detail ? JSON.stringify(row.detail) : '',
  ]);
}
