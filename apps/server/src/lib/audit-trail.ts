import { AsyncLocalStorage } from 'node:async_hooks';

import { maskIcNumber } from '@app/shared/ic-number';

import { redactIcNumbers } from './log-redaction';

/** Who an audit entry is about when it is not the request's signed-in person (sign-ins). */
export interface AuditActor {
  kind: 'staff' | 'player' | 'anonymous' | 'system';
  id: string | null;
  name: string | null;
  roles?: readonly string[];
}

/**
 * What a service tells the audit log about the request it is serving. Without `action`, the
 * note adds detail (target, before → after) to the request's own entry; with one, it is an
 * entry of its own (a sign-in, an IC reveal, an export).
 */
export interface AuditNote {
  action?: string;
  actor?: AuditActor;
  targetType?: string | null;
  targetId?: string | null;
  /** What the target is called ('Nurul Aisyah'), when its before/after do not say it. */
  targetLabel?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  detail?: Record<string, unknown>;
}

const storage = new AsyncLocalStorage<AuditNote[]>();

/** Runs `next` with an empty list of notes for the request (the audit plugin's onRequest). */
export function runWithAuditTrail(next: () => void): void {
  storage.run([], next);
}

/** The notes services made while serving the current request. */
export function auditNotes(): AuditNote[] {
  return storage.getStore() ?? [];
}

/** Adds a note to the current request's audit trail (outside a request it is dropped). */
export function noteAudit(note: AuditNote): void {
  storage.getStore()?.push(note);
}

const SECRET_FIELD = /password|secret|token|hash|code|otp/i;
/** Bookkeeping columns: never a "changed field". */
// searchText: a generated copy of other fields, folded for search.
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt', 'searchText']);
const IC_FIELD = /^ic(Number)?$/i;

/**
 * A list filter as typed into a search box (an export's `filter`): an IC number typed there, in
 * any spelling, is kept as `[IC]` (the search found by its hash; the log keeps none).
 */
function redactFilter(filter: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filter).map(([key, value]) => [
      key,
      typeof value === 'string' ? redactIcNumbers(value) : value,
    ]),
  );
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** A value as it may be stored in the audit log: secrets left out, IC numbers masked. */
export function redactFields(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (SECRET_FIELD.test(key) || BOOKKEEPING.has(key)) continue;
    if (IC_FIELD.test(key) && typeof value === 'string') out[key] = maskIcNumber(value);
    else if (key === 'filter' && isPlainObject(value)) out[key] = redactFilter(value);
    else if (value instanceof Date) out[key] = value.toISOString();
    else if (value === undefined) continue;
    else out[key] = value;
  }
  return out;
}

/** The fields that differ between two records, each as before → after (both redacted). */
export function diffFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): Record<string, { before: unknown; after: unknown }> | null {
  const a = redactFields(before ?? {});
  const b = redactFields(after ?? {});
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const was = a[key] ?? null;
    const now = b[key] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[key] = { before: was, after: now };
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/** The fields that name a record, in the order they are preferred for its label. */
const LABEL_FIELDS = ['fullName', 'title', 'name', 'label', 'receiptNumber', 'email', 'username'];

/**
 * What a record is called, for the audit log's sentences: its full name, title or name (never
 * a secret or an IC number); null when it has none.
 */
export function labelOf(record: unknown): string | null {
  if (!record || typeof record !== 'object' || Array.isArray(record)) return null;
  const fields = record as Record<string, unknown>;
  for (const key of LABEL_FIELDS) {
    const value = fields[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 200);
  }
  return null;
}
