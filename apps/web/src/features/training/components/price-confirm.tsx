import { useEffect, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { describeRefundRule } from '@app/shared/payments/refund-rule';
import { formatMalaysiaDate } from '@app/shared/relative-time';

import type { TrainingProgram } from '../api/get-programs';
import { formatAmount } from '../utils/month-grid';

/**
 * A paid course or clinic: before enrolling, the price and how and when to pay (a bank transfer
 * before the day, or at the venue before it starts; the association's instructions follow in
 * the inbox and by mail), or, when the site takes payment online, that the place is held while
 * the player pays on the gateway's page; and the fee's refund rule. It takes the focus when it
 * opens.
 */
export function PriceConfirm({
  program,
  online = null,
  onConfirm,
  onCancel,
  confirmType = 'button',
  isBusy,
}: {
  program: Pick<TrainingProgram, 'price' | 'date' | 'kind' | 'refundRule'>;
  /** Paid online: how long the place is held while paying (null: bank transfer). */
  online?: { holdMinutes: number } | null;
  onConfirm?: () => void;
  onCancel: () => void;
  /** 'submit' when the confirmation sends its form (a doubles entry with its partner). */
  confirmType?: 'button' | 'submit';
  isBusy: boolean;
}) {
  const m = useMessages();
  const t = m.enrolment.pay;
  const locale = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const amount = formatMessage(m.training.price, { amount: formatAmount(program.price) });
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-label={t.title}
      data-testid="price-confirm"
      className="w-full rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <p className="font-semibold text-slate-900">
        {formatMessage(t.price, { kind: program.kind, amount })}
      </p>
      <p className="mt-1">
        {online
          ? formatMessage(t.onlineHow, { minutes: online.holdMinutes })
          : formatMessage(t.how, { date: formatMalaysiaDate(program.date, 'long', locale) })}
      </p>
      {program.refundRule ? (
        <p className="mt-1">
          {formatMessage(t.refundRule, { rule: describeRefundRule(program.refundRule, locale) })}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          type={confirmType}
          onClick={confirmType === 'button' ? onConfirm : undefined}
          disabled={isBusy}
        >
          {isBusy && online ? <ButtonSpinner /> : null}
          {formatMessage(online ? t.confirmOnline : t.confirm, { amount })}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel} disabled={isBusy}>
          {t.back}
        </Button>
      </div>
    </div>
  );
}
