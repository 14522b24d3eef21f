import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { AdminSection } from '@/components/admin/admin-section';
import { Button } from '@/components/ui/button';
import { MailIcon, UsersIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { MemberMembershipDialog } from '@/features/admin-membership';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useSectionNotice } from '@/hooks/use-section-notice';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { MEMBERSHIP_FILTERS, type MembershipFilter } from '@app/shared/membership';
import type { AgeFilter, Player, PlayerStatus } from '@app/shared/players';

import { PLAYERS_PAGE_SIZE, usePlayersPage } from '../api/get-players-page';
import { usePlayerActions } from '../hooks/use-player-actions';
import { usePlayerSelection } from '../hooks/use-player-selection';
import { usePrintPlayers } from '../hooks/use-print-players';
import type { PlayerFilters } from '../utils/player-filters';

import { ExportButtons } from './export-buttons';
import { PlayerDialogs } from './player-dialogs';
import { PlayerPrintView } from './player-print-view';
import { PlayersFilters } from './players-filters';
import { PlayersList } from './players-list';
import { PlayersPagination } from './players-pagination';
import { PrintButtons } from './print-buttons';

/** How long the search box waits after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Admin: Manage Players (spec §2) — paged list with search and filters, actions, printing. */
export function ManagePlayersSection() {
  const { adminPlayers } = useMessages();
  const t = adminPlayers.players;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<PlayerStatus | 'all'>('all');
  const [age, setAge] = useState<AgeFilter | 'all'>('all');
  // `?membership=expiring` (the Membership section's "expiring members" link) presets the filter.
  const [searchParams] = useSearchParams();
  const [membershipFilter, setMembershipFilter] = useState<MembershipFilter | 'all'>(() => {
    const asked = searchParams.get('membership');
    return (MEMBERSHIP_FILTERS as readonly string[]).includes(asked ?? '')
      ? (asked as MembershipFilter)
      : 'all';
  });
  const [memberFor, setMemberFor] = useState<Player | null>(null);
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  const filters = useMemo<PlayerFilters>(
    () => ({ q, status, age, membership: membershipFilter }),
    [q, status, age, membershipFilter],
  );

  // The page belongs to one set of filters: new filters start again at the first page.
  const filterKey = JSON.stringify(filters);
  const [pageState, setPageState] = useState({ filterKey, page: 0 });
  const page = pageState.filterKey === filterKey ? pageState.page : 0;
  const setPage = (next: number) => setPageState({ filterKey, page: Math.max(0, next) });

  const list = usePlayersPage({
    filters,
    limit: PLAYERS_PAGE_SIZE,
    offset: page * PLAYERS_PAGE_SIZE,
  });
  const players = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PLAYERS_PAGE_SIZE));

  const notice = useSectionNotice();
  const selection = usePlayerSelection();
  const printer = usePrintPlayers();
  const actions = usePlayerActions({
    notice,
    selection,
    // After deleting the last player of a page, show the page before it.
    onDeleted: () => {
      if (players.length === 1 && page > 0) setPage(page - 1);
    },
  });

  const rangeText =
    players.length > 0
      ? formatMessage(t.showingRange, {
          from: page * PLAYERS_PAGE_SIZE + 1,
          to: page * PLAYERS_PAGE_SIZE + players.length,
          total,
        })
      : null;

  return (
    <AdminSection
      titleId="manage-players-title"
      title={t.listTitle}
      intro={t.intro}
      actions={
        <>
          <Button size="sm" onClick={actions.openMessageAll}>
            <MailIcon className="size-4" />
            {t.toolbar.messageAll}
          </Button>
          <ExportButtons filters={filters} />
          <PrintButtons
            filters={filters}
            currentPage={players}
            selection={selection}
            notice={notice}
            onPrint={printer.print}
          />
        </>
      }
      notice={notice.notice}
      onDismissNotice={notice.clear}
      toolbar={
        <>
          <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <PlayersFilters
              search={search}
              onSearchChange={setSearch}
              status={status}
              onStatusChange={setStatus}
              age={age}
              onAgeChange={setAge}
              membership={membershipFilter}
              onMembershipChange={setMembershipFilter}
            />
          </div>
          <div className="flex min-h-6 flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
            <p aria-live="polite">{rangeText}</p>
            {list.isFetching && list.isPlaceholderData ? (
              <span className="inline-flex items-center gap-2">
                <Spinner className="size-4 border-2" />
                {t.updating}
              </span>
            ) : null}
            {selection.size > 0 ? (
              <span className="ml-auto inline-flex items-center gap-3">
                <span className="font-medium text-brand-800">
                  {formatMessage(t.selectedCount, { count: selection.size })}
                </span>
                <button
                  type="button"
                  onClick={selection.clear}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {t.clearSelection}
                </button>
              </span>
            ) : null}
          </div>
        </>
      }
      query={list}
      isEmpty={players.length === 0}
      loadingText={t.loading}
      loadFailedText={t.loadFailed}
      emptyText={t.empty}
      emptyHint={t.emptyHint}
      emptyIcon={UsersIcon}
      paging={<PlayersPagination page={page} pageCount={pageCount} onPageChange={setPage} />}
      dialogs={
        <>
          <PlayerDialogs actions={actions} />
          {memberFor ? (
            <MemberMembershipDialog player={memberFor} onClose={() => setMemberFor(null)} />
          ) : null}
          {printer.job ? <PlayerPrintView job={printer.job} /> : null}
        </>
      }
    >
      <PlayersList
        players={players}
        caption={formatMessage(t.tableCaption, { page: page + 1, pages: pageCount })}
        selection={selection}
        onAction={(action, player) =>
          action === 'membership' ? setMemberFor(player) : actions.handleAction(action, player)
        }
      />
    </AdminSection>
  );
}
