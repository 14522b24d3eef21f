import { useMemo } from 'react';

import { AdminSection } from '@/components/admin/admin-section';
import { FilterBar } from '@/components/admin/filter-bar';
import { useAdminList } from '@/components/admin/use-admin-list';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/form/filter-select';
import { SearchFilterField } from '@/components/ui/form/search-filter-field';
import { TrophyIcon } from '@/components/ui/icons';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import {
  TOURNAMENT_TYPES,
  tournamentListFilterSchema,
  type Tournament,
} from '@app/shared/tournaments';

import { deleteTournament } from '../api/delete-tournament';
import {
  adminTournamentListKey,
  adminTournamentsQueryKey,
  useAdminTournaments,
} from '../api/get-tournaments';
import { useSyncTournaments } from '../api/sync-tournaments';
import { filterTournaments } from '../utils/filter-tournaments';

import { DeliveriesPanel } from './deliveries-panel';
import { TournamentsList } from './tournaments-list';

/** How long the search box waits after the last keystroke before filtering. */
export const TOURNAMENT_SEARCH_DEBOUNCE_MS = 250;

/**
 * Admin: Manage Tournaments (spec §2) — search, type filter (in the URL; the unpaged list is
 * filtered here), delete, portal sync.
 */
export function ManageTournamentsSection() {
  const { adminTournaments: t, common } = useMessages();
  const filters = useUrlFilters(tournamentListFilterSchema);
  const { values } = filters;

  const tournaments = useAdminTournaments();
  const all = tournaments.data ?? [];
  const shown = useMemo(
    () => filterTournaments(tournaments.data ?? [], values),
    [tournaments.data, values],
  );

  const sync = useSyncTournaments();
  const texts = { network: common.networkError, fallback: t.unknownError };
  const nameOf = (tournament: Tournament) => tournament.name || tournament.applicationId;
  const list = useAdminList<Tournament>({
    listKey: adminTournamentListKey,
    // The deletion is queued for the portal: read the pending deliveries again too.
    invalidateKey: adminTournamentsQueryKey,
    getId: (tournament) => tournament.applicationId,
    getName: nameOf,
    remove: (tournament) => deleteTournament(tournament.applicationId),
    messages: {
      deleted: t.deleted,
      deleteFailed: (error) => formatMessage(t.deleteFailed, { message: errorText(error, texts) }),
    },
  });

  const runSync = () => {
    list.clearNotice();
    sync.mutate(undefined, {
      onSuccess: (result) =>
        list.showSuccess(
          formatMessage(t.sync.finished, {
            created: result.created ?? 0,
            updated: result.updated ?? 0,
            skipped: result.skipped ?? 0,
            total: result.total ?? 0,
          }),
        ),
      onError: (error) =>
        list.showError(formatMessage(t.sync.failed, { message: errorText(error, texts) })),
    });
  };

  const countText = !tournaments.data
    ? null
    : shown.length === all.length
      ? all.length === 1
        ? t.countOne
        : formatMessage(t.countOther, { count: all.length })
      : formatMessage(t.countFiltered, { shown: shown.length, total: all.length });

  return (
    <AdminSection
      titleId="manage-tournaments-title"
      title={t.title}
      intro={t.intro}
      actions={
        <Button size="sm" onClick={runSync} disabled={sync.isPending}>
          {sync.isPending ? <ButtonSpinner /> : null}
          {sync.isPending ? t.sync.pending : t.sync.button}
        </Button>
      }
      list={list}
      deleteDialog={t.deleteDialog}
      toolbar={
        <>
          <DeliveriesPanel />
          <FilterBar className="grid grid-cols-1 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 @2xl:grid-cols-[minmax(0,1fr)_14rem]">
            <SearchFilterField
              density="comfortable"
              label={t.searchLabel}
              placeholder={t.searchPlaceholder}
              value={values.q ?? ''}
              onCommit={(q) => filters.set({ q }, { replace: true })}
              delayMs={TOURNAMENT_SEARCH_DEBOUNCE_MS}
            />
            <FilterSelect
              density="comfortable"
              label={t.typeFilterLabel}
              value={values.type}
              allLabel={t.typeAll}
              options={TOURNAMENT_TYPES.map((value) => ({ value, label: t.types[value] }))}
              onChange={(type) => filters.set({ type })}
            />
          </FilterBar>
          <p aria-live="polite" className="min-h-5 text-sm text-slate-600">
            {countText}
          </p>
        </>
      }
      query={tournaments}
      isEmpty={shown.length === 0}
      loadingText={t.loading}
      loadFailedText={formatMessage(t.loadFailed, { message: errorText(tournaments.error, texts) })}
      emptyText={t.empty}
      emptyHint={all.length > 0 ? t.emptyHint : null}
      emptyIcon={TrophyIcon}
    >
      <TournamentsList tournaments={shown} onDelete={list.askDelete} />
    </AdminSection>
  );
}
