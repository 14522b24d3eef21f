import { useState } from 'react';

import { AdminSection } from '@/components/admin/admin-section';
import { PagePager } from '@/components/admin/page-pager';
import { useAdminList } from '@/components/admin/use-admin-list';
import { Button } from '@/components/ui/button';
import { MailIcon, UsersIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { MemberMembershipDialog } from '@/features/admin-membership';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { PLAYERS_PAGE_SIZE, type Player } from '@app/shared/players';

import { deletePlayer } from '../api/delete-player';
import { adminPlayersQueryKey, playersPageKey, usePlayersPage } from '../api/get-players-page';
import { usePlayerActions } from '../hooks/use-player-actions';
import { usePlayerSelection } from '../hooks/use-player-selection';
import { usePrintPlayers } from '../hooks/use-print-players';
import { playerListSchema } from '../utils/player-filters';

import { ExportButtons } from './export-buttons';
import { PlayerDialogs } from './player-dialogs';
import { PlayerEditModal } from './player-edit-modal';
import { PlayerPrintView } from './player-print-view';
import { PlayersFilters } from './players-filters';
import { PlayersList } from './players-list';
import { PrintButtons } from './print-buttons';

/** How long the search box waits after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Admin: Manage Players (spec §2) — paged list with search and filters (in the URL, applied by
 * the server; `?membership=expiring` is the Membership section's link), actions, printing.
 */
export function ManagePlayersSection() {
  const { adminPlayers } = useMessages();
  const t = adminPlayers.players;
  const { values, set } = useUrlFilters(playerListSchema, { pageKey: 'offset' });
  const { offset, ...filters } = values;
  const page = Math.floor((offset ?? 0) / PLAYERS_PAGE_SIZE);
  const setPage = (next: number) =>
    set({ offset: next > 0 ? next * PLAYERS_PAGE_SIZE : undefined });

  const pageParams = { filters, limit: PLAYERS_PAGE_SIZE, offset: page * PLAYERS_PAGE_SIZE };
  const query = usePlayersPage(pageParams);
  const players = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PLAYERS_PAGE_SIZE));

  const selection = usePlayerSelection();
  const list = useAdminList<Player>({
    listKey: playersPageKey(pageParams),
    invalidateKey: adminPlayersQueryKey,
    getName: (player) => player.fullName,
    remove: (player) => deletePlayer(player._id),
    messages: {
      updated: adminPlayers.edit.success,
      deleted: adminPlayers.delete.success,
      deleteFailed: () => adminPlayers.delete.failed,
    },
    deleteErrorIn: 'dialog',
    onDeleted: (player) => {
      selection.remove(player._id);
      // After deleting the last player of a page, show the page before it.
      if (players.length === 1 && page > 0) setPage(page - 1);
    },
  });
  const printer = usePrintPlayers();
  const actions = usePlayerActions({ notice: list, selection });
  const [memberFor, setMemberFor] = useState<Player | null>(null);

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
      list={list}
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
            notice={list}
            onPrint={printer.print}
          />
        </>
      }
      toolbar={
        <>
          <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <PlayersFilters value={filters} onChange={set} searchDelayMs={SEARCH_DEBOUNCE_MS} />
          </div>
          <div className="flex min-h-6 flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
            <p aria-live="polite">{rangeText}</p>
            {query.isFetching && query.isPlaceholderData ? (
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
      query={query}
      isEmpty={players.length === 0}
      loadingText={t.loading}
      loadFailedText={t.loadFailed}
      emptyText={t.empty}
      emptyHint={t.emptyHint}
      emptyIcon={UsersIcon}
      paging={
        <PagePager page={page} pageCount={pageCount} onPageChange={setPage} texts={t.pagination} />
      }
      editor={(player) =>
        player ? (
          <PlayerEditModal
            player={player}
            onClose={list.close}
            onSaved={(saved) => {
              selection.update(saved);
              list.saved(saved);
            }}
          />
        ) : null
      }
      deleteDialog={{
        title: adminPlayers.delete.title,
        confirm: adminPlayers.delete.confirm,
        pending: adminPlayers.delete.confirming,
        body: (player) => (
          <p>
            {formatMessage(adminPlayers.delete.body, {
              name: player.fullName,
              playerId: player.playerId,
            })}
          </p>
        ),
      }}
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
        onAction={(action, player) => {
          list.clearNotice();
          if (action === 'edit') list.open(player);
          else if (action === 'delete') list.askDelete(player);
          else if (action === 'membership') setMemberFor(player);
          else actions.handleAction(action, player);
        }}
      />
    </AdminSection>
  );
}
