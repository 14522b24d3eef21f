import { useEffect, useRef } from 'react';

import { AdminCards } from '@/components/admin/admin-cards';
import { AdminTable } from '@/components/admin/admin-table';
import { MembershipStatusBadge } from '@/features/membership';
import { formatDate } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { skillLevelFromDupr, type Player } from '@app/shared/players';

import type { PlayerSelection } from '../hooks/use-player-selection';
import { duprText } from '../utils/player-display';

import { PlayerActionsMenu, type PlayerAction } from './player-actions-menu';
import { StatusBadge } from './status-badge';

export interface PlayersListProps {
  players: readonly Player[];
  caption: string;
  selection: PlayerSelection;
  onAction: (action: PlayerAction, player: Player) => void;
}

/** The rating over its derived skill level, or 'N/A'. */
function DuprCell({ rating }: { rating: number | null }) {
  const { adminPlayers, players } = useMessages();
  if (rating === null) return <>{adminPlayers.common.notAvailable}</>;
  const skill = skillLevelFromDupr(rating);
  return (
    <>
      <span className="block tabular-nums text-slate-900">{rating}</span>
      <span className="block text-xs text-slate-500">{players.skillLevels[skill] ?? skill}</span>
    </>
  );
}

/** Membership status (with words) and the latest term's last day. */
function MembershipCell({ player }: { player: Player }) {
  if (!player.membershipStatus) return null;
  return (
    <>
      <MembershipStatusBadge status={player.membershipStatus} />
      {player.membershipExpiresOn ? (
        <span className="mt-0.5 block text-xs whitespace-nowrap text-slate-500">
          {formatDate(player.membershipExpiresOn)}
        </span>
      ) : null}
    </>
  );
}

const CHECKBOX_CLASS = 'size-4 rounded border-slate-400 text-brand-700 accent-brand-700';

/** Select every player on the page (mixed when some are). */
function SelectPage({ players, selection }: Pick<PlayersListProps, 'players' | 'selection'>) {
  const t = useMessages().adminPlayers.players;
  const ref = useRef<HTMLInputElement>(null);
  const selectedOnPage = players.filter((player) => selection.ids.has(player._id)).length;
  const isAllSelected = players.length > 0 && selectedOnPage === players.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selectedOnPage > 0 && !isAllSelected;
  }, [selectedOnPage, isAllSelected]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={CHECKBOX_CLASS}
      checked={isAllSelected}
      onChange={() => selection.togglePage(players)}
      aria-label={t.selectPage}
    />
  );
}

/**
 * The current page (once loaded, not empty): a table with a select-all-on-page checkbox when the
 * section is wide, cards when it is narrow.
 */
export function PlayersList({ players, caption, selection, onAction }: PlayersListProps) {
  const { adminPlayers, players: playerTexts } = useMessages();
  const t = adminPlayers.players;
  const notAvailable = adminPlayers.common.notAvailable;
  const isSelected = (player: Player) => selection.ids.has(player._id);
  const select = (player: Player, className: string) => (
    <input
      type="checkbox"
      className={className}
      checked={isSelected(player)}
      onChange={() => selection.toggle(player)}
      aria-label={formatMessage(t.selectPlayer, { name: player.fullName })}
    />
  );
  const menu = (player: Player) => <PlayerActionsMenu player={player} onAction={onAction} />;
  return (
    <AdminTable
      caption={caption}
      minWidth="56rem"
      items={players}
      getKey={(player) => player._id}
      rowClassName={(player) => (isSelected(player) ? 'bg-brand-50/60' : undefined)}
      columns={[
        {
          header: <SelectPage players={players} selection={selection} />,
          className: 'w-12',
          cell: (player) => select(player, CHECKBOX_CLASS),
        },
        {
          header: t.columns.memberId,
          className: 'whitespace-nowrap font-mono text-xs text-slate-700',
          cell: (player) => player.playerId,
        },
        {
          header: t.columns.player,
          isRowHeader: true,
          className: 'max-w-56 font-normal',
          cell: (player) => (
            <>
              <span className="block truncate font-semibold text-slate-900">{player.fullName}</span>
              <span className="block truncate text-xs text-slate-500">{player.email}</span>
            </>
          ),
        },
        {
          header: t.columns.age,
          className: 'whitespace-nowrap',
          cell: (player) => player.age ?? notAvailable,
        },
        { header: t.columns.state, className: 'whitespace-nowrap', cell: (p) => p.state },
        { header: t.columns.status, cell: (player) => <StatusBadge status={player.status} /> },
        { header: t.columns.membership, cell: (player) => <MembershipCell player={player} /> },
        { header: t.columns.dupr, cell: (player) => <DuprCell rating={player.duprRating} /> },
        { header: t.columns.actions, align: 'end', cell: menu },
      ]}
      cards={
        <AdminCards
          label={t.cardsLabel}
          items={players}
          getKey={(player) => player._id}
          cardClassName={(player) => (isSelected(player) ? 'ring-2 ring-brand-500' : undefined)}
          card={(player) => ({
            lead: select(player, 'mt-1 size-5 shrink-0 accent-brand-700'),
            title: player.fullName,
            subtitle: (
              <p className="truncate text-xs text-slate-500">
                <span className="font-mono">{player.playerId}</span> · {player.username}
              </p>
            ),
            aside: menu(player),
            fields: [
              {
                label: adminPlayers.print.columns.email,
                isLabelHidden: true,
                isWide: true,
                className: 'truncate text-slate-600',
                value: player.email,
              },
              { label: t.columns.status, value: <StatusBadge status={player.status} /> },
              player.membershipStatus
                ? { label: t.columns.membership, value: <MembershipCell player={player} /> }
                : null,
              { label: t.columns.age, value: player.age ?? notAvailable },
              { label: t.columns.state, value: player.state },
              {
                label: t.columns.dupr,
                value: duprText(player.duprRating, {
                  notAvailable,
                  duprWithSkill: t.duprWithSkill,
                  skillLevels: playerTexts.skillLevels,
                }),
              },
            ],
          })}
        />
      }
    />
  );
}
