import { useEffect, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { formatMalaysiaDate } from '@app/shared/relative-time';

import type { TrainingProgram } from '../api/get-programs';
import { formatAmount } from '../utils/month-grid';

/**
 * A paid course or clinic: before enrolling, the price and how and when to pay (a bank transfer
 * before the day, or at the venue before it starts; the association's instructions follow in
 * the inbox and by mail). It takes the focus when it opens.
 */
export function PriceConfirm({
  program,
  onConfirm,
  onCancel,
  confirmType = 'button',
  isBusy,
}: {
  program: Pick<TrainingProgram, 'price' | 'date' | 'kind'>;
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
        {formatMessage(t.how, { date: formatMalaysiaDate(program.date, 'long', locale) })}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          type={confirmType}
          onClick={confirmType === 'button' ? onConfirm : undefined}
          disabled={isBusy}
        >
          {formatMessage(t.confirm, { amount })}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel} disabled={isBusy}>
          {t.back}
        </Button>
      </div>
    </div>
  );
}
