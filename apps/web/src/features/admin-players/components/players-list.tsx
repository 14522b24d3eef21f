import type { Player } from '@app/shared/players';

import type { PlayerSelection } from '../hooks/use-player-selection';

import type { PlayerAction } from './player-actions-menu';
import { PlayerCards } from './player-cards';
import { PlayersTable } from './players-table';

export interface PlayersListProps {
  players: readonly Player[];
  caption: string;
  selection: PlayerSelection;
  onAction: (action: PlayerAction, player: Player) => void;
}

/**
 * The current page (once loaded, not empty): a table when the section is wide, cards when it is
 * narrow (container query, so the open sidebar counts).
 */
export function PlayersList({ players, caption, selection, onAction }: PlayersListProps) {
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
