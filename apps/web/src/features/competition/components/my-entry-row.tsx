import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
import { FormAlert } from '@/components/ui/form/form-messages';
import { OrderPapers } from '@/features/payments';
import { errorText } from '@/lib/error-text';
import { formatDate, formatDateRange, formatDateTime } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { divisionLabel } from '@app/shared/competition/categories';
import { isLiveEntryStatus, type EntryStatus, type MyEntry } from '@app/shared/competition/entries';
import { formatRinggit } from '@app/shared/membership';

import { useEntryAction } from '../api/run-entry-action';

import { EntryPayButton } from './entry-pay-button';
import { WithdrawDialog } from './withdraw-dialog';

const BADGE: Record<EntryStatus, string> = {
  awaiting_partner: 'bg-amber-100 text-amber-900',
  awaiting_payment: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  waitlisted: 'bg-sky-100 text-sky-900',
  offered: 'bg-violet-100 text-violet-900',
  withdrawn: 'bg-slate-100 text-slate-700',
  lapsed: 'bg-slate-100 text-slate-700',
  declined: 'bg-slate-100 text-slate-700',
  expired: 'bg-slate-100 text-slate-700',
};

/** One of my entries: status badge, what it waits for, and what I can do (pay, claim, withdraw). */
export function MyEntryRow({
  entry,
  onDone,
}: {
  entry: MyEntry;
  onDone: (message: string) => void;
}) {
  const m = useMessages();
  const t = m.competition.myEntries;
  const locale = useLocale();
  const run = useEntryAction();
  const [withdrawing, setWithdrawing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const when = (iso: string | null) => (iso ? formatDateTime(iso) : '');
  const isLive = isLiveEntryStatus(entry.status);
  // A partner still to answer does so under Partner requests (confirm or decline); a division
  // with results has been played (the server refuses a withdrawal then).
  const isPlayed = entry.resultsPublished === true || entry.placement !== null;
  const canWithdraw =
    isLive && !isPlayed && !(entry.role === 'partner' && entry.status === 'awaiting_partner');
  const { tournament } = entry;
  // The fee, once paid: in full (by either or both), or my half while the partner's is due.
  const myPaidSen = entry.role === 'entrant' ? entry.paidSen : entry.partnerPaidSen;
  const paidNote =
    entry.feeSen > 0 && entry.paidSen + entry.partnerPaidSen >= entry.feeSen
      ? formatMessage(t.feePaid, { amount: formatRinggit(entry.feeSen) })
      : myPaidSen > 0
        ? formatMessage(t.sharePaid, { amount: formatRinggit(myPaidSen) })
        : null;

  const note = (() => {
    switch (entry.status) {
      case 'awaiting_partner':
        return formatMessage(entry.role === 'partner' ? t.youConfirm : t.partnerBy, {
          deadline: when(entry.partnerDeadline),
        });
      case 'awaiting_payment':
        return entry.holdExpiresAt
          ? formatMessage(t.holdUntil, { deadline: when(entry.holdExpiresAt) })
          : null;
      case 'waitlisted':
        return entry.waitlistPosition
          ? formatMessage(t.position, { position: entry.waitlistPosition })
          : null;
      case 'offered':
        return formatMessage(t.offeredUntil, { deadline: when(entry.offerExpiresAt) });
      default:
        return null;
    }
  })();

  const claim = () => {
    if (run.isPending) return;
    setError(null);
    run.mutate(
      { id: entry.id, action: 'claim' },
      {
        onSuccess: () => onDone(t.done.claim),
        onError: (cause) =>
          setError(errorText(cause, { fallback: t.failed, network: m.common.networkError })),
      },
    );
  };

  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="font-bold text-brand-900">{tournament.name}</h4>
          <p className="text-sm text-slate-700">
            {divisionLabel(entry, locale)} ·{' '}
            {tournament.endDate && tournament.endDate !== tournament.startDate
              ? formatDateRange(tournament.startDate, tournament.endDate)
              : formatDate(tournament.startDate)}
          </p>
        </div>
        <span
          className={cn('rounded-full px-2.5 py-0.5 text-sm font-semibold', BADGE[entry.status])}
        >
          {t.status[entry.status]}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {entry.partner
          ? formatMessage(t.partner, {
              name: entry.partner.fullName,
              memberId: entry.partner.memberId,
            })
          : t.noPartner}
        {entry.club ? ` · ${formatMessage(t.club, { club: entry.club })}` : ''}
      </p>
      {note ? <p className="mt-1 text-sm text-slate-800">{note}</p> : null}
      {entry.status === 'awaiting_payment' && entry.owedSen === 0 && entry.payMode === 'halves' ? (
        <p className="mt-1 text-sm text-slate-700">{t.partnerOwes}</p>
      ) : null}
      {paidNote ? <p className="mt-1 text-sm font-semibold text-emerald-800">{paidNote}</p> : null}
      {/* What I paid online: its receipt, and any refund, as Payments shows them. */}
      {entry.orderId ? <OrderPapers orderId={entry.orderId} className="mt-1" /> : null}
      {isLive ? (
        <div className="mt-3 flex flex-wrap items-start gap-2">
          {entry.status === 'awaiting_payment' && entry.owedSen > 0 ? (
            <EntryPayButton entryId={entry.id} amountSen={entry.owedSen} />
          ) : null}
          {entry.status === 'offered' ? (
            <Button size="sm" onClick={claim} disabled={run.isPending}>
              {t.claim}
            </Button>
          ) : null}
          {canWithdraw ? (
            <Button size="sm" variant="outline" onClick={() => setWithdrawing(true)}>
              {t.withdraw}
            </Button>
          ) : null}
        </div>
      ) : null}
      <FormAlert message={error} />
      {withdrawing ? (
        <WithdrawDialog
          entry={entry}
          onClose={() => setWithdrawing(false)}
          onDone={(message) => {
            setWithdrawing(false);
            onDone(message);
          }}
        />
      ) : null}
    </li>
  );
}
