import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';

import { duprText } from '../utils/player-display';

import { PlayerActionsMenu } from './player-actions-menu';
import type { PlayersTableProps } from './players-table';
import { MembershipCell } from './players-table';
import { StatusBadge } from './status-badge';

/** The phone list: one card per player (the table's columns as label/value pairs). */
export function PlayerCards({
  players,
  selectedIds,
  onToggle,
  onAction,
}: Omit<PlayersTableProps, 'caption' | 'onTogglePage'>) {
  const { adminPlayers, players: playerTexts } = useMessages();
  const t = adminPlayers.players;

  return (
    <ul aria-label={t.cardsLabel} className="grid grid-cols-1 gap-3 @xl:grid-cols-2">
      {players.map((player) => {
        const isSelected = selectedIds.has(player._id);
        return (
          <li
            key={player._id}
            className={`min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ${isSelected ? 'ring-2 ring-brand-500' : 'ring-slate-200'}`}
          >
            <div className="flex items-start gap-3">
              <input
                type="checkbox"
                className="mt-1 size-5 shrink-0 accent-brand-700"
                checked={isSelected}
                onChange={() => onToggle(player)}
                aria-label={formatMessage(t.selectPlayer, { name: player.fullName })}
              />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-slate-900">{player.fullName}</p>
                <p className="truncate text-xs text-slate-500">
                  <span className="font-mono">{player.playerId}</span> · {player.username}
                </p>
              </div>
              <PlayerActionsMenu player={player} onAction={onAction} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <div className="col-span-2 min-w-0">
                <dt className="sr-only">{adminPlayers.print.columns.email}</dt>
                <dd className="truncate text-slate-600">{player.email}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">{t.columns.status}</dt>
                <dd className="mt-0.5">
                  <StatusBadge status={player.status} />
                </dd>
              </div>
              {player.membershipStatus ? (
                <div>
                  <dt className="text-xs text-slate-500">{t.columns.membership}</dt>
                  <dd className="mt-0.5">
                    <MembershipCell player={player} />
                  </dd>
                </div>
              ) : null}
              <div>
                <dt className="text-xs text-slate-500">{t.columns.age}</dt>
                <dd className="mt-0.5 text-slate-800">
                  {player.age ?? adminPlayers.common.notAvailable}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">{t.columns.state}</dt>
                <dd className="mt-0.5 text-slate-800">{player.state}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">{t.columns.dupr}</dt>
                <dd className="mt-0.5 text-slate-800">
                  {duprText(player.duprRating, {
                    notAvailable: adminPlayers.common.notAvailable,
                    duprWithSkill: t.duprWithSkill,
                    skillLevels: playerTexts.skillLevels,
                  })}
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
