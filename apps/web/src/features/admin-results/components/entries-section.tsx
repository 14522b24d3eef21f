import { useState } from 'react';

import { AdminSection } from '@/components/admin/admin-section';
import { FilterBar } from '@/components/admin/filter-bar';
import { PagePager } from '@/components/admin/page-pager';
import { buttonClassName } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { SelectField } from '@/components/ui/form/select-field';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { ENTRY_STATUSES, type AdminEntry } from '@app/shared/competition/entries';

import { entriesCsvHref, useCheckIn, useDivisionEntries } from '../api/division-entries';
import { ENTRIES_PAGE_SIZE, entriesFiltersSchema } from '../utils/division-filters';

import { DivisionPicker, useChosenDivision } from './division-picker';
import { EntriesTable } from './entries-table';
import { entryNames } from './entry-names';
import { FlaggedEntriesPanel } from './flagged-entries-panel';
import { OverrideDialog } from './override-dialog';

/**
 * Admin (tournament officers): entries flagged after a player's facts changed (across
 * tournaments, each opening its division); a division's entries, every status, with check-in
 * and the eligibility override (audited); the tournament's bracket CSV. The tournament,
 * division, status and page are in the URL.
 */
export function EntriesSection() {
  const { adminResults, common } = useMessages();
  const t = adminResults.entries;
  const locale = useLocale();
  const filters = useUrlFilters(entriesFiltersSchema, { pageKey: 'page' });
  const { tournament, status, page = 0 } = filters.values;
  const division = useChosenDivision(filters.values);
  const entries = useDivisionEntries(division?.id);
  const checkIn = useCheckIn();
  const [overriding, setOverriding] = useState<AdminEntry | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const shown = (entries.data ?? []).filter((e) => !status || e.status === status);
  const pageCount = Math.ceil(shown.length / ENTRIES_PAGE_SIZE);
  const onPage = shown.slice(page * ENTRIES_PAGE_SIZE, (page + 1) * ENTRIES_PAGE_SIZE);

  const sendCheckIn = async (entry: AdminEntry) => {
    setNotice(null);
    setFailure(null);
    try {
      await checkIn.mutateAsync(entry.id);
      setNotice(formatMessage(t.checkedIn, { names: entryNames(entry) }));
    } catch (error) {
      const message = errorText(error, { fallback: t.failed, network: common.networkError });
      setFailure(formatMessage(t.checkInFailed, { message }));
    }
  };

  return (
    <AdminSection
      titleId="admin-entries-title"
      title={t.title}
      intro={t.intro}
      actions={
        tournament ? (
          <a
            href={entriesCsvHref(tournament)}
            download
            className={buttonClassName({ variant: 'secondary' })}
          >
            {t.exportCsv}
          </a>
        ) : null
      }
      toolbar={
        <div className="space-y-4">
          <FlaggedEntriesPanel
            onOpen={(e) =>
              filters.set({
                tournament: e.tournament.id,
                division: e.divisionId,
                status: undefined,
                page: undefined,
              })
            }
          />
          <DivisionPicker
            value={filters.values}
            onChange={(next) => filters.set({ division: undefined, ...next })}
          />
          {tournament ? <p className="text-sm text-slate-600">{t.exportHint}</p> : null}
          {division ? (
            <FilterBar
              label={t.filtersLabel}
              className="flex flex-wrap items-end justify-between gap-3"
            >
              <SelectField
                label={t.statusFilter}
                className="w-full sm:w-56"
                value={status ?? ''}
                onChange={(event) =>
                  filters.set({ status: (event.target.value || undefined) as typeof status })
                }
                options={[
                  { value: '', label: t.allStatuses },
                  ...ENTRY_STATUSES.map((s) => ({ value: s, label: t.statuses[s] })),
                ]}
              />
              {entries.data ? (
                <p className="text-sm text-slate-600" aria-live="polite">
                  {shown.length === 1
                    ? t.countOne
                    : formatMessage(t.count, { count: shown.length })}
                </p>
              ) : null}
            </FilterBar>
          ) : null}
          <FormSuccess message={notice} />
          <FormAlert message={failure} />
        </div>
      }
      query={division ? entries : undefined}
      isEmpty={shown.length === 0}
      loadingText={t.loading}
      loadFailedText={errorText(entries.error, {
        fallback: t.loadFailed,
        network: common.networkError,
      })}
      emptyText={status ? t.emptyFiltered : t.empty}
      paging={
        <PagePager
          page={page}
          pageCount={pageCount}
          onPageChange={(next) => filters.set({ page: next })}
          texts={t.pager}
        />
      }
      dialogs={
        overriding ? (
          <OverrideDialog
            entry={overriding}
            onClose={() => setOverriding(null)}
            onDone={(message) => {
              setOverriding(null);
              setFailure(null);
              setNotice(message);
            }}
          />
        ) : null
      }
    >
      {division ? (
        <EntriesTable
          caption={formatMessage(t.caption, { division: division.label[locale] })}
          entries={onPage}
          checkingIn={checkIn.isPending ? (checkIn.variables ?? null) : null}
          onCheckIn={(entry) => void sendCheckIn(entry)}
          onOverride={(entry) => {
            setNotice(null);
            setOverriding(entry);
          }}
        />
      ) : null}
    </AdminSection>
  );
}
