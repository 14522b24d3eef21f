import { useEffect, useRef } from 'react';

import { MembershipStatusBadge } from '@/features/membership';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { skillLevelFromDupr, type Player } from '@app/shared/players';

import { PlayerActionsMenu, type PlayerAction } from './player-actions-menu';
import { StatusBadge } from './status-badge';

export interface PlayersTableProps {
  players: readonly Player[];
  caption: string;
  selectedIds: ReadonlySet<string>;
  onToggle: (player: Player) => void;
  onTogglePage: () => void;
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
export function MembershipCell({ player }: { player: Player }) {
  if (!player.membershipStatus) return null;
  return (
    <>
      <MembershipStatusBadge status={player.membershipStatus} />
      {player.membershipExpiresOn ? (
        <span className="mt-0.5 block text-xs whitespace-nowrap text-slate-500">
          {player.membershipExpiresOn}
        </span>
      ) : null}
    </>
  );
}

const CHECKBOX_CLASS = 'size-4 rounded border-slate-400 text-brand-700 accent-brand-700';

/** The desktop list: a table with a select-all-on-page checkbox. */
export function PlayersTable({
  players,
  caption,
  selectedIds,
  onToggle,
  onTogglePage,
  onAction,
}: PlayersTableProps) {
  const { adminPlayers } = useMessages();
  const t = adminPlayers.players;
  const selectAllRef = useRef<HTMLInputElement>(null);
  const selectedOnPage = players.filter((player) => selectedIds.has(player._id)).length;
  const isAllSelected = players.length > 0 && selectedOnPage === players.length;

  useEffect(() => {
    if (selectAllRef.current) {
      selectAllRef.current.indeterminate = selectedOnPage > 0 && !isAllSelected;
    }
  }, [selectedOnPage, isAllSelected]);

  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="w-12 px-4 py-3">
              <input
                ref={selectAllRef}
                type="checkbox"
                className={CHECKBOX_CLASS}
                checked={isAllSelected}
                onChange={onTogglePage}
                aria-label={t.selectPage}
              />
            </th>
            <th scope="col" className="whitespace-nowrap px-3 py-3">
              {t.columns.memberId}
            </th>
            <th scope="col" className="px-3 py-3">
              {t.columns.player}
            </th>
            <th scope="col" className="px-3 py-3">
              {t.columns.age}
            </th>
            <th scope="col" className="px-3 py-3">
              {t.columns.state}
            </th>
            <th scope="col" className="px-3 py-3">
              {t.columns.status}
            </th>
            <th scope="col" className="px-3 py-3">
              {t.columns.membership}
            </th>
            <th scope="col" className="px-3 py-3">
              {t.columns.dupr}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {t.columns.actions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {players.map((player) => {
            const isSelected = selectedIds.has(player._id);
            return (
              <tr key={player._id} className={isSelected ? 'bg-brand-50/60' : 'hover:bg-slate-50'}>
                <td className="px-4 py-3">
                  <input
                    type="checkbox"
                    className={CHECKBOX_CLASS}
                    checked={isSelected}
                    onChange={() => onToggle(player)}
                    aria-label={formatMessage(t.selectPlayer, { name: player.fullName })}
                  />
                </td>
                <td className="whitespace-nowrap px-3 py-3 font-mono text-xs text-slate-700">
                  {player.playerId}
                </td>
                <th scope="row" className="max-w-56 px-3 py-3 font-normal">
                  <span className="block truncate font-semibold text-slate-900">
                    {player.fullName}
                  </span>
                  <span className="block truncate text-xs text-slate-500">{player.email}</span>
                </th>
                <td className="whitespace-nowrap px-3 py-3">
                  {player.age ?? adminPlayers.common.notAvailable}
                </td>
                <td className="whitespace-nowrap px-3 py-3">{player.state}</td>
                <td className="px-3 py-3">
                  <StatusBadge status={player.status} />
                </td>
                <td className="px-3 py-3">
                  <MembershipCell player={player} />
                </td>
                <td className="px-3 py-3">
                  <DuprCell rating={player.duprRating} />
                </td>
                <td className="px-4 py-3 text-right">
                  <PlayerActionsMenu player={player} onAction={onAction} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
