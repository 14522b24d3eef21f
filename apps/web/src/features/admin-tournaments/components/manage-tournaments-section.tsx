import { useMemo, useState } from 'react';

import { AdminSection } from '@/components/admin/admin-section';
import { CrudDeleteDialog } from '@/components/admin/crud-delete-dialog';
import { useCrudSection } from '@/components/admin/use-crud-section';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { TrophyIcon } from '@/components/ui/icons';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { TOURNAMENT_TYPES, type Tournament } from '@app/shared/tournaments';

import { deleteTournament } from '../api/delete-tournament';
import {
  adminTournamentListKey,
  adminTournamentsQueryKey,
  useAdminTournaments,
} from '../api/get-tournaments';
import { useSyncTournaments } from '../api/sync-tournaments';
import { filterTournaments, type TypeFilter } from '../utils/filter-tournaments';

import { DeliveriesPanel } from './deliveries-panel';
import { TournamentCards, TournamentsTable } from './tournaments-list';

/** How long the search box waits after the last keystroke before filtering. */
export const TOURNAMENT_SEARCH_DEBOUNCE_MS = 250;

const isTypeFilter = (value: string): value is TypeFilter =>
  value === 'all' || (TOURNAMENT_TYPES as readonly string[]).includes(value);

/** Admin: Manage Tournaments (spec §2) — search, type filter, delete, portal sync. */
export function ManageTournamentsSection() {
  const { adminTournaments: t, common } = useMessages();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<TypeFilter>('all');
  const debouncedSearch = useDebouncedValue(search, TOURNAMENT_SEARCH_DEBOUNCE_MS);

  const list = useAdminTournaments();
  const all = list.data ?? [];
  const shown = useMemo(
    () => filterTournaments(list.data ?? [], debouncedSearch, type),
    [list.data, debouncedSearch, type],
  );

  const sync = useSyncTournaments();
  const texts = { network: common.networkError, fallback: t.unknownError };
  const nameOf = (tournament: Tournament) => tournament.name || tournament.applicationId;
  const crud = useCrudSection<Tournament>({
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
    crud.clearNotice();
    sync.mutate(undefined, {
      onSuccess: (result) =>
        crud.showSuccess(
          formatMessage(t.sync.finished, {
            created: result.created ?? 0,
            updated: result.updated ?? 0,
            skipped: result.skipped ?? 0,
            total: result.total ?? 0,
          }),
        ),
      onError: (error) =>
        crud.showError(formatMessage(t.sync.failed, { message: errorText(error, texts) })),
    });
  };

  const countText = !list.data
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
      notice={crud.notice}
      onDismissNotice={crud.clearNotice}
      toolbar={
        <>
          <DeliveriesPanel />
          <div
            role="search"
            className="grid grid-cols-1 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 @2xl:grid-cols-[minmax(0,1fr)_14rem]"
          >
            <TextField
              density="comfortable"
              type="search"
              label={t.searchLabel}
              placeholder={t.searchPlaceholder}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
            <SelectField
              density="comfortable"
              label={t.typeFilterLabel}
              value={type}
              onChange={(event) =>
                setType(isTypeFilter(event.target.value) ? event.target.value : 'all')
              }
              options={[
                { value: 'all', label: t.typeAll },
                ...TOURNAMENT_TYPES.map((value) => ({ value, label: t.types[value] })),
              ]}
            />
          </div>
          <p aria-live="polite" className="min-h-5 text-sm text-slate-600">
            {countText}
          </p>
        </>
      }
      query={list}
      isEmpty={shown.length === 0}
      loadingText={t.loading}
      loadFailedText={formatMessage(t.loadFailed, { message: errorText(list.error, texts) })}
      emptyText={t.empty}
      emptyHint={all.length > 0 ? t.emptyHint : null}
      emptyIcon={TrophyIcon}
      dialogs={
        <CrudDeleteDialog
          crud={crud}
          title={t.deleteDialog.title}
          confirmLabel={t.deleteDialog.confirm}
          pendingLabel={t.deleteDialog.pending}
        >
          {(tournament) => (
            <p>
              {formatMessage(t.deleteDialog.body, {
                name: nameOf(tournament),
              })}
            </p>
          )}
        </CrudDeleteDialog>
      }
    >
      <div className="hidden @3xl:block">
        <TournamentsTable tournaments={shown} onDelete={crud.askDelete} />
      </div>
      <div className="@3xl:hidden">
        <TournamentCards tournaments={shown} onDelete={crud.askDelete} />
      </div>
    </AdminSection>
  );
}
