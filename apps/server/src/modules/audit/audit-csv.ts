import type { AuditRow } from '../../db/schema/index';

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
  'ip',
  'changes',
  'detail',
];

/**
 * One CSV field: quoted when needed, and a leading = + - @ (a spreadsheet formula) neutralised
 * with an apostrophe, so an exported value can never run in the reader's spreadsheet.
 */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(fields: unknown[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

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
    row.ip,
    row.changes ? JSON.stringify(row.changes) : '',
    row.detail ? JSON.stringify(row.detail) : '',
  ]);
}
