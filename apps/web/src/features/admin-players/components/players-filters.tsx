import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { useMessages } from '@/lib/i18n';
import { MEMBERSHIP_FILTERS, type MembershipFilter } from '@app/shared/membership';
import {
  AGE_FILTER_VALUES,
  PLAYER_STATUSES,
  type AgeFilter,
  type PlayerStatus,
} from '@app/shared/players';

export interface PlayersFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  status: PlayerStatus | 'all';
  onStatusChange: (value: PlayerStatus | 'all') => void;
  age: AgeFilter | 'all';
  onAgeChange: (value: AgeFilter | 'all') => void;
  membership: MembershipFilter | 'all';
  onMembershipChange: (value: MembershipFilter | 'all') => void;
}

const isMembershipFilter = (value: string): value is MembershipFilter =>
  (MEMBERSHIP_FILTERS as readonly string[]).includes(value);

const isStatus = (value: string): value is PlayerStatus =>
  (PLAYER_STATUSES as readonly string[]).includes(value);
const isAgeFilter = (value: string): value is AgeFilter =>
  (AGE_FILTER_VALUES as readonly string[]).includes(value);

/** Search box (the caller debounces it), status filter and age filter. */
export function PlayersFilters({
  search,
  onSearchChange,
  status,
  onStatusChange,
  age,
  onAgeChange,
  membership: membershipFilter,
  onMembershipChange,
}: PlayersFiltersProps) {
  const { adminPlayers, membership } = useMessages();
  const t = adminPlayers.players;

  return (
    <div
      role="search"
      className="grid grid-cols-2 gap-3 @4xl:grid-cols-[minmax(0,1fr)_11rem_11rem_12rem]"
    >
      <TextField
        density="comfortable"
        className="col-span-2 @4xl:col-span-1"
        type="search"
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
      <SelectField
        density="comfortable"
        label={t.statusFilterLabel}
        value={status}
        onChange={(event) =>
          onStatusChange(isStatus(event.target.value) ? event.target.value : 'all')
        }
        options={[
          { value: 'all', label: t.statusAll },
          ...PLAYER_STATUSES.map((value) => ({
            value,
            label: adminPlayers.common.statuses[value],
          })),
        ]}
      />
      <SelectField
        density="comfortable"
        label={t.ageFilterLabel}
        value={age}
        onChange={(event) =>
          onAgeChange(isAgeFilter(event.target.value) ? event.target.value : 'all')
        }
        options={[
          { value: 'all', label: t.ageAll },
          ...AGE_FILTER_VALUES.map((value) => ({ value, label: t.ageOptions[value] })),
        ]}
      />
      <SelectField
        density="comfortable"
        label={membership.admin.filterLabel}
        value={membershipFilter}
        onChange={(event) =>
          onMembershipChange(isMembershipFilter(event.target.value) ? event.target.value : 'all')
        }
        options={[
          { value: 'all', label: membership.admin.filterAll },
          ...MEMBERSHIP_FILTERS.map((value) => ({
            value,
            label: membership.admin.filters[value],
          })),
        ]}
      />
    </div>
  );
}
