import { FilterBar } from '@/components/admin/filter-bar';
import { FilterSelect } from '@/components/ui/form/filter-select';
import { SearchFilterField } from '@/components/ui/form/search-filter-field';
import type { SetFiltersOptions } from '@/hooks/use-url-filters';
import { useMessages } from '@/lib/i18n';
import { MEMBERSHIP_FILTERS } from '@app/shared/membership';
import { AGE_FILTER_VALUES, PLAYER_STATUSES } from '@app/shared/players';

import type { PlayerFilters } from '../utils/player-filters';

export interface PlayersFiltersProps {
  value: PlayerFilters;
  /** The section's useUrlFilters `set`: the search replaces the history entry. */
  onChange: (next: Partial<PlayerFilters>, options?: SetFiltersOptions) => void;
  searchDelayMs: number;
}

/** Search box (committed once typing pauses), status, age and membership filters. */
export function PlayersFilters({ value, onChange, searchDelayMs }: PlayersFiltersProps) {
  const { adminPlayers, membership } = useMessages();
  const t = adminPlayers.players;

  return (
    <FilterBar className="grid grid-cols-2 gap-3 @4xl:grid-cols-[minmax(0,1fr)_11rem_11rem_12rem]">
      <SearchFilterField
        density="comfortable"
        className="col-span-2 @4xl:col-span-1"
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        value={value.q ?? ''}
        onCommit={(q) => onChange({ q }, { replace: true })}
        delayMs={searchDelayMs}
      />
      <FilterSelect
        density="comfortable"
        label={t.statusFilterLabel}
        value={value.status}
        allLabel={t.statusAll}
        options={PLAYER_STATUSES.map((status) => ({
          value: status,
          label: adminPlayers.common.statuses[status],
        }))}
        onChange={(status) => onChange({ status })}
      />
      <FilterSelect
        density="comfortable"
        label={t.ageFilterLabel}
        value={value.age}
        allLabel={t.ageAll}
        options={AGE_FILTER_VALUES.map((age) => ({ value: age, label: t.ageOptions[age] }))}
        onChange={(age) => onChange({ age })}
      />
      <FilterSelect
        density="comfortable"
        label={membership.admin.filterLabel}
        value={value.membership}
        allLabel={membership.admin.filterAll}
        options={MEMBERSHIP_FILTERS.map((filter) => ({
          value: filter,
          label: membership.admin.filters[filter],
        }))}
        onChange={(filter) => onChange({ membership: filter })}
      />
    </FilterBar>
  );
}
