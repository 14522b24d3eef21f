import { useMemo, useState } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-messages';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { TrophyIcon } from '@/components/ui/icons';
import { SectionNotice } from '@/components/ui/section-notice';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useSectionNotice } from '@/hooks/use-section-notice';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { TOURNAMENT_TYPES, type Tournament } from '@app/shared/tournaments';

import { useDeleteTournament } from '../api/delete-tournament';
import { useAdminTournaments } from '../api/get-tournaments';
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
  const [pendingDelete, setPendingDelete] = useState<Tournament | null>(null);

  const list = useAdminTournaments();
  const all = list.data ?? [];
  const shown = useMemo(
    () => filterTournaments(list.data ?? [], debouncedSearch, type),
    [list.data, debouncedSearch, type],
  );

  const notice = useSectionNotice();
  const deletion = useDeleteTournament();
  const sync = useSyncTournaments();
  const texts = { network: common.networkError, fallback: t.unknownError };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const tournament = pendingDelete;
    deletion.mutate(tournament.applicationId, {
      onSuccess: () =>
        notice.showSuccess(
          formatMessage(t.deleted, { name: tournament.name || tournament.applicationId }),
        ),
      onError: (error) =>
        notice.showError(formatMessage(t.deleteFailed, { message: errorText(error, texts) })),
      onSettled: () => setPendingDelete(null),
    });
  };

  const runSync = () => {
    notice.clear();
    sync.mutate(undefined, {
      onSuccess: (result) =>
        notice.showSuccess(
          formatMessage(t.sync.finished, {
            created: result.created ?? 0,
            updated: result.updated ?? 0,
            skipped: result.skipped ?? 0,
            total: result.total ?? 0,
          }),
        ),
      onError: (error) =>
        notice.showError(formatMessage(t.sync.failed, { message: errorText(error, texts) })),
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
    <section aria-labelledby="manage-tournaments-title" className="@container space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 max-w-xl">
          <h2 id="manage-tournaments-title" className="text-lg font-semibold text-slate-900">
            {t.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
        </div>
        <Button size="sm" onClick={runSync} disabled={sync.isPending}>
          {sync.isPending ? <ButtonSpinner /> : null}
          {sync.isPending ? t.sync.pending : t.sync.button}
        </Button>
      </div>

      <SectionNotice notice={notice.notice} onDismiss={notice.clear} />

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

      {list.isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-14 text-slate-600">
          <Spinner className="size-6 border-2" />
          {t.loading}
        </div>
      ) : list.isError && !list.data ? (
        <div className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <FormError
            message={formatMessage(t.loadFailed, { message: errorText(list.error, texts) })}
          />
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {common.retry}
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <div
          role="status"
          className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center"
        >
          <TrophyIcon className="mb-3 size-8 text-slate-400" />
          <p className="font-semibold text-slate-700">{t.empty}</p>
          {all.length > 0 ? <p className="mt-1 text-sm text-slate-500">{t.emptyHint}</p> : null}
        </div>
      ) : (
        <>
          <div className="hidden @3xl:block">
            <TournamentsTable tournaments={shown} onDelete={setPendingDelete} />
          </div>
          <div className="@3xl:hidden">
            <TournamentCards tournaments={shown} onDelete={setPendingDelete} />
          </div>
        </>
      )}

      <ConfirmDialog
        open={pendingDelete !== null}
        title={t.deleteDialog.title}
        confirmLabel={t.deleteDialog.confirm}
        pendingLabel={t.deleteDialog.pending}
        isPending={deletion.isPending}
        error={null}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      >
        <p>
          {formatMessage(t.deleteDialog.body, {
            name: pendingDelete?.name || pendingDelete?.applicationId || '',
          })}
        </p>
      </ConfirmDialog>
    </section>
  );
}
