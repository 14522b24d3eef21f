import { FilterBar } from '@/components/admin/filter-bar';
import { SelectField } from '@/components/ui/form/select-field';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import type { Division } from '@app/shared/competition/setup';

import { useDivisionChoices, useTournamentChoices } from '../api/competition-options';

export interface DivisionChoice {
  tournament?: string;
  division?: string;
}

/** The division the URL names, once the tournament's divisions have loaded. */
export function useChosenDivision({ tournament, division }: DivisionChoice): Division | undefined {
  const divisions = useDivisionChoices(tournament);
  return divisions.data?.find((d) => d.id === division);
}

/**
 * Tournament, then division: two selects that write the URL (a new tournament clears the
 * division), in a filter bar. Says so when the tournament has no divisions (it takes no entries here).
 */
export function DivisionPicker({
  value,
  onChange,
}: {
  value: DivisionChoice;
  onChange: (next: DivisionChoice) => void;
}) {
  const { adminResults, common } = useMessages();
  const t = adminResults.picker;
  const locale = useLocale();
  const tournaments = useTournamentChoices();
  const divisions = useDivisionChoices(value.tournament);
  const failure = tournaments.error ?? divisions.error;
  return (
    <FilterBar
      label={t.label}
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t.tournament}
          placeholder={t.tournamentPlaceholder}
          value={value.tournament ?? ''}
          onChange={(event) => onChange({ tournament: event.target.value || undefined })}
          options={(tournaments.data ?? []).map((x) => ({
            value: x._id,
            label: `${x.name || x.applicationId} (${x.startDate})`,
          }))}
        />
        {value.tournament && divisions.data && divisions.data.length > 0 ? (
          <SelectField
            label={t.division}
            placeholder={t.divisionPlaceholder}
            value={value.division ?? ''}
            onChange={(event) =>
              onChange({ tournament: value.tournament, division: event.target.value || undefined })
            }
            options={divisions.data.map((d) => ({
              value: d.id,
              label: d.resultsPublished
                ? formatMessage(t.published, { division: d.label[locale] })
                : d.label[locale],
            }))}
          />
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(failure, { fallback: t.loadFailed, network: common.networkError })}
        </p>
      ) : tournaments.isPending || (value.tournament && divisions.isPending) ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4 border-2" /> {t.loading}
        </p>
      ) : !value.tournament ? (
        <p className="text-sm text-slate-600">{t.chooseTournament}</p>
      ) : divisions.data?.length === 0 ? (
        <p className="text-sm text-slate-600">{t.noDivisions}</p>
      ) : !value.division ? (
        <p className="text-sm text-slate-600">{t.chooseDivision}</p>
      ) : null}
    </FilterBar>
  );
}
