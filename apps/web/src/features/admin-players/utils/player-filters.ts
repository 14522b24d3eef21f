import type { MembershipFilter } from '@app/shared/membership';
import type { AgeFilter, PlayerStatus } from '@app/shared/players';

export interface PlayerFilters {
  q: string;
  status: PlayerStatus | 'all';
  age: AgeFilter | 'all';
  membership?: MembershipFilter | 'all';
}

/** The list call's `q`, `status` and `age` parameters; 'all' and a blank search are left out. */
export function playerFilterQuery(filters: PlayerFilters): Record<string, string | undefined> {
  return {
    q: filters.q.trim() || undefined,
    status: filters.status === 'all' ? undefined : filters.status,
    age: filters.age === 'all' ? undefined : filters.age,
    membership:
      !filters.membership || filters.membership === 'all' ? undefined : filters.membership,
  };
}
