import { formatMessage } from '@/lib/format-message';
import type { AdminMessages } from '@/messages/en/admin';
import { isAuditAction, type AuditEntry } from '@app/shared/security';
import { STAFF_ROLES, type StaffRole } from '@app/shared/staff';

type AuditTexts = AdminMessages['audit'];

const isStaffRole = (role: string): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role);

/** Targets that are members of the public: the server keeps no name of theirs once erased. */
const PERSON_TARGETS = new Set(['players', 'members', 'enquiry']);

/** What the sentence calls the target: its name, else its id (a person erased: said so). */
function targetOf(entry: AuditEntry, t: AuditTexts): string {
  if (entry.targetLabel) return entry.targetLabel;
  if (entry.targetId && PERSON_TARGETS.has(entry.targetType ?? '')) return t.goneTarget;
  return entry.targetId ?? '';
}

/** Who acted, as a sentence names them: 'Siti (membership officer)', 'The system'. */
export function auditActor(entry: AuditEntry, t: AuditTexts): string {
  const name =
    entry.actorDisplayName ??
    entry.actorName ??
    (entry.actorKind === 'system' ? t.system : t.someone);
  // A super admin holds every role: naming that one says it all.
  const held = entry.actorRoles.includes('super_admin') ? ['super_admin'] : entry.actorRoles;
  const roles = held.map((role) => (isStaffRole(role) ? t.roleNames[role] : role));
  return roles.length > 0
    ? formatMessage(t.actorWithRoles, { name, roles: roles.join(', ') })
    : name;
}

/** A payment's receipt number, as the entry recorded it. */
function receiptOf(entry: AuditEntry): string {
  const after = entry.changes?.receiptNumber?.after;
  return typeof after === 'string' ? after : '';
}

/**
 * One audit entry as a sentence in the page's language: "Siti (membership officer) recorded
 * payment MPA-2026-000017 for Nurul Aisyah". The server names the people and the record; the
 * codes and ids stay in the entry's details.
 */
export function auditSentence(entry: AuditEntry, t: AuditTexts): string {
  const template = isAuditAction(entry.action) ? t.actions[entry.action] : t.unknown;
  return formatMessage(template, {
    actor: auditActor(entry, t),
    target: targetOf(entry, t),
    receipt: receiptOf(entry),
    action: entry.action,
  }).trim();
}
