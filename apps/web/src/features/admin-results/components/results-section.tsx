import { AdminSection } from '@/components/admin/admin-section';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { formatDate } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { malaysiaTodayIso } from '@app/shared/calendar';

import { useTournamentChoices } from '../api/competition-options';
import { divisionFiltersSchema } from '../utils/division-filters';

import { DivisionPicker, useChosenDivision } from './division-picker';
import { ResultsEditor } from './results-editor';
import { ResultsFormat } from './results-format';
import { ResultsUpload } from './results-upload';

/**
 * Admin (tournament officers): a division's results, from a CSV file (checked, then published)
 * or typed on screen. Publishing again corrects them; rankings follow. The tournament and
 * division are in the URL. Before the tournament's first day it says when results can be
 * published and offers neither (the server refuses them).
 */
export function ResultsSection() {
  const t = useMessages().adminResults.results;
  const filters = useUrlFilters(divisionFiltersSchema);
  const division = useChosenDivision(filters.values);
  const tournament = useTournamentChoices().data?.find((x) => x._id === filters.values.tournament);
  // The server refuses results before the tournament's first day (Malaysia): say so instead.
  const startsLater = tournament && malaysiaTodayIso() < tournament.startDate;
  return (
    <AdminSection
      titleId="admin-results-title"
      title={t.title}
      intro={t.intro}
      toolbar={
        <DivisionPicker
          value={filters.values}
          onChange={(next) => filters.set({ division: undefined, ...next })}
        />
      }
    >
      {division ? (
        <div key={division.id} className="space-y-4">
          <p className="text-sm text-slate-700">
            {division.resultsPublished ? t.alreadyPublished : t.notYetPublished}
          </p>
          {startsLater ? (
            <p className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
              {formatMessage(t.notStarted, { date: formatDate(tournament.startDate) })}
            </p>
          ) : null}
          <ResultsFormat division={division} />
          {startsLater ? null : (
            <>
              <ResultsUpload division={division} />
              <ResultsEditor division={division} />
            </>
          )}
        </div>
      ) : null}
    </AdminSection>
  );
}
