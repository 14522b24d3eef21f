import {
  addDays,
  membershipStatusOn,
  todayInMalaysia,
  type MembershipFilter,
  type MembershipStatus,
} from '@app/shared/membership';
import type { AgeFilter, PlayerStatus } from '@app/shared/players';

import { dateOfBirthBounds } from './age-bounds';
import type { PlayerListFilter, PlayerRow } from './players.repository';

export interface PlayerListQuery {
  q?: string | undefined;
  status?: PlayerStatus | undefined;
  age?: AgeFilter | undefined;
  membership?: MembershipFilter | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

/**
 * The repository filter for a list query, with membership dates as of today in Malaysia. A whole
 * IC number typed in the search box is looked up by its hash (the numbers are encrypted).
 */
export function toListFilter(
  query: PlayerListQuery,
  graceDays: number,
  hashIc: (icNumber: string) => string,
  now: Date = new Date(),
): PlayerListFilter {
  const today = todayInMalaysia(now);
  const digits = query.q?.replace(/\D/g, '') ?? '';
  return {
    q: query.q,
    ...(digits.length === 12 ? { icHash: hashIc(digits) } : {}),
    status: query.status,
    ...(query.age ? dateOfBirthBounds(query.age) : {}),
    ...(query.membership
      ? {
          membership: {
            kind: query.membership,
            today,
            graceStart: addDays(today, -graceDays),
            expiringBy: addDays(today, 30),
          },
        }
      : {}),
  };
}

/** A row's membership status for the list's column. */
export function membershipOfRow(
  row: PlayerRow,
  graceDays: number,
  now: Date = new Date(),
): { membershipStatus: MembershipStatus; membershipExpiresOn: string | null } {
  return {
    membershipStatus: membershipStatusOn(
      todayInMalaysia(now),
      {
        expiresOn: row.membershipExpiresOn,
        suspendedAt: row.membershipSuspendedAt,
        cancelledAt: row.membershipCancelledAt,
      },
      graceDays,
    ),
    membershipExpiresOn: row.membershipExpiresOn,
  };
}
