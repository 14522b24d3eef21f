import { addDays } from './dates';

export const MEMBERSHIP_STATUSES = [
  'active',
  'grace',
  'expired',
  'suspended',
  'cancelled',
  'none',
] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const MEMBERSHIP_STATUS_LABELS: Record<MembershipStatus, string> = {
  active: 'Active',
  grace: 'In grace period',
  expired: 'Expired',
  suspended: 'Suspended',
  cancelled: 'Cancelled',
  none: 'Not a member',
};

/** The same in Bahasa Malaysia (the portal's catalogue and the card PDF use it). */
export const MEMBERSHIP_STATUS_LABELS_MS: Record<MembershipStatus, string> = {
  active: 'Aktif',
  grace: 'Dalam tempoh tangguh',
  expired: 'Tamat tempoh',
  suspended: 'Digantung',
  cancelled: 'Dibatalkan',
  none: 'Bukan ahli',
};

export interface MembershipFacts {
  /** The last day of the player's latest term that is not cancelled; null if none. */
  expiresOn: string | null;
  /** Set while a membership officer has suspended the membership. */
  suspendedAt: Date | string | null;
  /** Set when the player's only remaining terms were cancelled. */
  cancelledAt: Date | string | null;
}

/**
 * A membership's status on a Malaysia calendar day. Suspension wins; then the latest term:
 * active through its expiry day, in grace for `graceDays` days after it, then expired.
 * Without a term: cancelled if the last one was cancelled, otherwise never a member.
 */
export function membershipStatusOn(
  today: string,
  facts: MembershipFacts,
  graceDays: number,
): MembershipStatus {
  if (facts.suspendedAt) return 'suspended';
  if (!facts.expiresOn) return facts.cancelledAt ? 'cancelled' : 'none';
  if (today <= facts.expiresOn) return 'active';
  if (today <= addDays(facts.expiresOn, graceDays)) return 'grace';
  return 'expired';
}

/** The last day a lapsed membership still counts, or null without a term. */
export function graceEndsOn(expiresOn: string | null, graceDays: number): string | null {
  return expiresOn ? addDays(expiresOn, graceDays) : null;
}
