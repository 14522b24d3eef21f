import './player-print-view.css';

import { useEffect } from 'react';
import { createPortal } from 'react-dom';

import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { Player } from '@app/shared/players';

import type { PrintJob } from '../hooks/use-print-players';
import { duprText, formatDate, formatDateTime, playerCountText } from '../utils/player-display';

const BODY_CLASS = 'mpa-printing-players';

function useFilterSummary(job: PrintJob): string | null {
  const { adminPlayers } = useMessages();
  const filters = job.filters;
  if (job.kind !== 'all' || !filters) return null;
  const parts: string[] = [];
  if (filters.status) parts.push(adminPlayers.common.statuses[filters.status]);
  if (filters.age) parts.push(adminPlayers.players.ageOptions[filters.age]);
  if (filters.q?.trim()) {
    parts.push(formatMessage(adminPlayers.print.searchFilter, { q: filters.q.trim() }));
  }
  return parts.length
    ? formatMessage(adminPlayers.print.filters, { filters: parts.join(' · ') })
    : null;
}

function PlayersPrintTable({ players }: { players: readonly Player[] }) {
  const { adminPlayers } = useMessages();
  const c = adminPlayers.print.columns;
  const na = adminPlayers.common.notAvailable;
  const genders: Record<string, string> = adminPlayers.edit.genders;
  const skills = useMessages().players.skillLevels;
  return (
    <table className="mpa-print-table">
      <thead>
        <tr>
          {[
            c.memberId,
            c.name,
            c.icNumber,
            c.gender,
            c.age,
            c.phone,
            c.email,
            c.state,
            c.status,
            c.dupr,
          ].map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {players.map((player) => (
          <tr key={player._id}>
            <td className="mpa-print-nowrap">{player.playerId}</td>
            <th scope="row">{player.fullName}</th>
            <td className="mpa-print-nowrap">{player.icNumber}</td>
            <td>{genders[player.gender] ?? player.gender}</td>
            <td>{player.age ?? na}</td>
            <td className="mpa-print-nowrap">{player.phoneNumber}</td>
            <td>{player.email}</td>
            <td>{player.state}</td>
            <td>{adminPlayers.common.statuses[player.status] ?? player.status}</td>
            <td>
              {duprText(player.duprRating, {
                notAvailable: na,
                duprWithSkill: adminPlayers.players.duprWithSkill,
                skillLevels: skills,
              })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PlayerPrintDetails({ player }: { player: Player }) {
  const { adminPlayers, common } = useMessages();
  const c = adminPlayers.print.columns;
  const d = adminPlayers.print.details;
  const genders: Record<string, string> = adminPlayers.edit.genders;
  const skills = useMessages().players.skillLevels;
  const na = adminPlayers.common.notAvailable;
  const address = [player.addressLine1, player.addressLine2, player.city, player.state]
    .filter(Boolean)
    .join(', ');
  const rows: [string, string | number][] = [
    [c.memberId, player.playerId],
    [c.icNumber, player.icNumber],
    [c.gender, genders[player.gender] ?? player.gender],
    [c.age, player.age ?? na],
    [d.dateOfBirth, player.dateOfBirth ? formatDate(player.dateOfBirth, common.dateLocale) : na],
    [c.status, adminPlayers.common.statuses[player.status] ?? player.status],
    [c.phone, player.phoneNumber],
    [c.email, player.email],
    [d.username, player.username],
    [d.address, address],
    [d.membership, player.membershipType],
    [d.duprId, player.duprId ?? na],
    [
      c.dupr,
      duprText(player.duprRating, {
        notAvailable: na,
        duprWithSkill: adminPlayers.players.duprWithSkill,
        skillLevels: skills,
      }),
    ],
    [d.registered, formatDate(player.createdAt, common.dateLocale)],
  ];
  return (
    <section className="mpa-print-player">
      <h2>{player.fullName}</h2>
      <dl className="mpa-print-details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * What is printed: the association name as the heading, then all listed players as a table or
 * the selected players' details. Hidden on screen; while mounted, the rest of the page is left
 * out of the printout.
 */
export function PlayerPrintView({ job }: { job: PrintJob }) {
  const { adminPlayers, common } = useMessages();
  const filterSummary = useFilterSummary(job);

  useEffect(() => {
    document.body.classList.add(BODY_CLASS);
    return () => document.body.classList.remove(BODY_CLASS);
  }, []);

  return createPortal(
    <div className="mpa-player-print" data-testid="player-print-view">
      <header className="mpa-print-header">
        <h1>{common.associationName}</h1>
        <p className="mpa-print-subtitle">
          {job.kind === 'all'
            ? adminPlayers.print.subtitleAll
            : adminPlayers.print.subtitleSelected}{' '}
          ({playerCountText(job.players.length, adminPlayers.common)})
        </p>
        <p className="mpa-print-meta">
          {formatMessage(adminPlayers.print.printedOn, {
            date: formatDateTime(job.printedAt.toISOString(), common.dateLocale),
          })}
          {filterSummary ? ` · ${filterSummary}` : null}
        </p>
      </header>
      {job.kind === 'all' ? (
        <PlayersPrintTable players={job.players} />
      ) : (
        job.players.map((player) => <PlayerPrintDetails key={player._id} player={player} />)
      )}
    </div>,
    document.body,
  );
}
