import { organizerSchema, type Organizer } from '@app/shared/tournaments';

/** What a live message asks of the organizer list. */
export type OrganizerChange =
  | { kind: 'upsert'; organizer: Organizer }
  | { kind: 'remove'; organizerId: string }
  | { kind: 'refresh' }
  | { kind: 'ignore' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * A WebSocket message (raw text) as a change: ORGANIZER_ADDED / ORGANIZER_UPDATED → upsert,
 * ORGANIZER_DELETED → remove, ORGANIZERS_REFRESH (or an organizer we cannot read) → refresh,
 * anything else (CONNECTED, junk) → ignore.
 */
export function parseOrganizerMessage(raw: unknown): OrganizerChange {
  let message: unknown;
  try {
    message = typeof raw === 'string' ? JSON.parse(raw) : null;
  } catch {
    return { kind: 'ignore' };
  }
  if (!isRecord(message)) return { kind: 'ignore' };
  switch (message.type) {
    case 'ORGANIZER_ADDED':
    case 'ORGANIZER_UPDATED': {
      const parsed = organizerSchema.safeParse(message.organizer);
      return parsed.success ? { kind: 'upsert', organizer: parsed.data } : { kind: 'refresh' };
    }
    case 'ORGANIZER_DELETED':
      return typeof message.organizerId === 'string' && message.organizerId
        ? { kind: 'remove', organizerId: message.organizerId }
        : { kind: 'refresh' };
    case 'ORGANIZERS_REFRESH':
      return { kind: 'refresh' };
    default:
      return { kind: 'ignore' };
  }
}

/** The list after an upsert (replace by _id, else append) or a removal (by _id). */
export function applyOrganizerChange(
  list: readonly Organizer[],
  change: Extract<OrganizerChange, { kind: 'upsert' | 'remove' }>,
): Organizer[] {
  if (change.kind === 'remove') return list.filter((item) => item._id !== change.organizerId);
  const index = list.findIndex((item) => item._id === change.organizer._id);
  if (index === -1) return [...list, change.organizer];
  return list.map((item, i) => (i === index ? change.organizer : item));
}
