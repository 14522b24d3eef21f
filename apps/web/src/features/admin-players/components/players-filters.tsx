import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { useMessages } from '@/lib/i18n';
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
}

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
}: PlayersFiltersProps) {
  const { adminPlayers } = useMessages();
  const t = adminPlayers.players;

  return (
    <div
      role="search"
      className="grid grid-cols-2 gap-3 @2xl:grid-cols-[minmax(0,1fr)_12rem_12rem]"
    >
      <TextField
        density="comfortable"
        className="col-span-2 @2xl:col-span-1"
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
    </div>
  );
}
