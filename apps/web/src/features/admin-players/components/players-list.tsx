import type { UseQueryResult } from '@tanstack/react-query';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-messages';
import { UsersIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n';
import type { Player } from '@app/shared/players';

import type { PageResult } from '../api/get-players-page';
import type { PlayerSelection } from '../hooks/use-player-selection';

import type { PlayerAction } from './player-actions-menu';
import { PlayerCards } from './player-cards';
import { PlayersTable } from './players-table';

export interface PlayersListProps {
  query: UseQueryResult<PageResult<Player>>;
  players: readonly Player[];
  caption: string;
  selection: PlayerSelection;
  onAction: (action: PlayerAction, player: Player) => void;
}

/**
 * The current page in its loading, error, empty or loaded state: a table when the section is
 * wide, cards when it is narrow (container query, so the open sidebar counts).
 */
export function PlayersList({ query, players, caption, selection, onAction }: PlayersListProps) {
  const { adminPlayers, common } = useMessages();
  const t = adminPlayers.players;

  if (query.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-14 text-slate-600">
        <Spinner className="size-6 border-2" />
        {t.loading}
      </div>
    );
  }

  if (query.isError && !query.data) {
    return (
      <div className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <FormError message={t.loadFailed} />
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {common.retry}
        </Button>
      </div>
    );
  }

  if (players.length === 0) {
    return (
      <div
        role="status"
        className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center"
      >
        <UsersIcon className="mb-3 size-8 text-slate-400" />
        <p className="font-semibold text-slate-700">{t.empty}</p>
        <p className="mt-1 text-sm text-slate-500">{t.emptyHint}</p>
      </div>
    );
  }

  const listProps = {
    players,
    selectedIds: selection.ids,
    onToggle: selection.toggle,
    onAction,
  };
  return (
    <>
      <div className="hidden @3xl:block">
        <PlayersTable
          {...listProps}
          caption={caption}
          onTogglePage={() => selection.togglePage(players)}
        />
      </div>
      <div className="@3xl:hidden">
        <PlayerCards {...listProps} />
      </div>
    </>
  );
}
