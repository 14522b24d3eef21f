import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { Entry } from '@app/shared/competition/entries';

import { entrantShareSen } from '../utils/division-text';

import { EntryPayButton } from './entry-pay-button';

/** What happens next after entering, by the entry's status; it takes the focus when shown. */
export function EnterOutcome({ entry, partner }: { entry: Entry; partner: string }) {
  const t = useMessages().competition.enter;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const when = (iso: string | null) => (iso ? formatDateTime(iso) : '');
  const text = (() => {
    switch (entry.status) {
      case 'awaiting_partner':
        return formatMessage(t.done.awaiting_partner, {
          partner,
          deadline: when(entry.partnerDeadline),
        });
      case 'awaiting_payment':
        return formatMessage(t.done.awaiting_payment, { deadline: when(entry.holdExpiresAt) });
      case 'waitlisted':
        return formatMessage(t.done.waitlisted, { position: entry.waitlistPosition ?? '—' });
      case 'offered':
        return formatMessage(t.done.offered, { deadline: when(entry.offerExpiresAt) });
      case 'confirmed':
        return t.done.confirmed;
      default:
        return t.done.other;
    }
  })();
  const owed = entrantShareSen(entry.feeSen, entry.payMode) - entry.paidSen;

  return (
    <div ref={ref} tabIndex={-1} className="space-y-3 outline-none">
      <p role="status" className="rounded-lg bg-brand-50 px-3.5 py-3 text-sm text-brand-900">
        {text}
      </p>
      {entry.status === 'awaiting_payment' && owed > 0 ? (
        <EntryPayButton entryId={entry.id} amountSen={owed} size="md" />
      ) : null}
      <Link
        to={`${paths.player.dashboard}?tab=tournaments`}
        className="inline-block text-sm font-semibold text-brand-700 underline underline-offset-4"
      >
        {t.myEntries}
      </Link>
    </div>
  );
}
