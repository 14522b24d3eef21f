import { AdminSection } from '@/components/admin/admin-section';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { useMessages } from '@/lib/i18n';

import { divisionFiltersSchema } from '../utils/division-filters';

import { DivisionPicker, useChosenDivision } from './division-picker';
import { ResultsEditor } from './results-editor';
import { ResultsFormat } from './results-format';
import { ResultsUpload } from './results-upload';

/**
 * Admin (tournament officers): a division's results, from a CSV file (checked, then published)
 * or typed on screen. Publishing again corrects them; rankings follow. The tournament and
 * division are in the URL.
 */
export function ResultsSection() {
  const t = useMessages().adminResults.results;
  const filters = useUrlFilters(divisionFiltersSchema);
  const division = useChosenDivision(filters.values);
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
          <ResultsFormat division={division} />
          <ResultsUpload division={division} />
          <ResultsEditor division={division} />
        </div>
      ) : null}
    </AdminSection>
  );
}
