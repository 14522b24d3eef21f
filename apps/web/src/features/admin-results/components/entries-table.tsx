import { AdminCards } from '@/components/admin/admin-cards';
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { AdminEntry } from '@app/shared/competition/entries';
import { formatRinggit } from '@app/shared/membership';

import { EntryFlagNote } from './entry-flag';
import { entryNames } from './entry-names';

function Player({ person }: { person: { memberId: string; fullName: string; state: string } }) {
  return (
    <span className="block">
      <span className="block font-semibold text-slate-900">{person.fullName}</span>
      <span className="block text-xs font-normal text-slate-600">
        {person.memberId}
        {person.state ? ` · ${person.state}` : ''}
      </span>
    </span>
  );
}

/**
 * A division's entries, every status: players (name, member ID, state), status (and a flag from
 * a player's changed facts), paid, waitlist place, the override's reason and the check-in, with
 * Check in (confirmed entries) and Let stand.
 * A table when the section is wide, a card per entry on a phone.
 */
export function EntriesTable({
  caption,
  entries,
  checkingIn,
  onCheckIn,
  onOverride,
}: {
  caption: string;
  entries: readonly AdminEntry[];
  /** The entry whose check-in is being sent. */
  checkingIn: string | null;
  onCheckIn: (entry: AdminEntry) => void;
  onOverride: (entry: AdminEntry) => void;
}) {
  const t = useMessages().adminResults.entries;
  const status = (e: AdminEntry) => (
    <span className="whitespace-nowrap">
      {t.statuses[e.status]}
      {e.seed !== null ? (
        <span className="block text-xs text-slate-600">
          {formatMessage(t.seed, { seed: e.seed })}
        </span>
      ) : null}
      {e.eligibilityFlag ? <EntryFlagNote flag={e.eligibilityFlag} /> : null}
    </span>
  );
  const paid = (e: AdminEntry) =>
    formatMessage(t.paidOf, {
      paid: formatRinggit(e.paidSen + e.partnerPaidSen),
      fee: formatRinggit(e.feeSen),
    });
  const waitlist = (e: AdminEntry) =>
    e.waitlistPosition === null
      ? t.none
      : formatMessage(t.waitlistPosition, { position: e.waitlistPosition });
  const checkIn = (e: AdminEntry) =>
    e.checkedInAt ? (
      formatDateTime(e.checkedInAt)
    ) : e.status === 'confirmed' ? (
      <Button
        size="sm"
        variant="outline"
        disabled={checkingIn === e.id}
        aria-label={formatMessage(t.checkInLabel, { names: entryNames(e) })}
        onClick={() => onCheckIn(e)}
      >
        {checkingIn === e.id ? t.checkingIn : t.checkIn}
      </Button>
    ) : (
      t.none
    );
  const override = (e: AdminEntry) => (
    <Button
      size="sm"
      variant="ghost"
      aria-label={formatMessage(t.overrideLabel, { names: entryNames(e) })}
      onClick={() => onOverride(e)}
    >
      {t.override}
    </Button>
  );
  const columns: AdminColumn<AdminEntry>[] = [
    {
      header: t.columns.players,
      isRowHeader: true,
      className: 'min-w-48 font-normal',
      cell: (e) => (
        <span className="block space-y-1">
          <Player person={e.entrant} />
          {e.partner ? <Player person={e.partner} /> : null}
        </span>
      ),
    },
    { header: t.columns.status, cell: status },
    { header: t.columns.paid, className: 'whitespace-nowrap', cell: paid },
    { header: t.columns.waitlist, cell: waitlist },
    {
      header: t.columns.override,
      className: 'max-w-56 break-words',
      cell: (e) => e.overrideReason ?? t.none,
    },
    { header: t.columns.checkedIn, className: 'whitespace-nowrap', cell: checkIn },
    { header: t.columns.actions, isHeaderHidden: true, align: 'end', cell: override },
  ];
  return (
    <AdminTable
      caption={caption}
      columns={columns}
      items={entries}
      getKey={(e) => e.id}
      minWidth="56rem"
      wideFrom="4xl"
      cards={
        <AdminCards
          label={caption}
          items={entries}
          getKey={(e) => e.id}
          card={(e) => ({
            title: (
              <span className="block space-y-1">
                <Player person={e.entrant} />
                {e.partner ? <Player person={e.partner} /> : null}
              </span>
            ),
            fields: [
              { label: t.columns.status, value: status(e) },
              { label: t.columns.paid, value: paid(e) },
              { label: t.columns.waitlist, value: waitlist(e) },
              { label: t.columns.checkedIn, value: checkIn(e) },
              e.overrideReason !== null && {
                label: t.columns.override,
                value: e.overrideReason,
                isWide: true,
                className: 'break-words text-slate-800',
              },
            ],
            actions: <div className="flex justify-end">{override(e)}</div>,
          })}
        />
      }
    />
  );
}
