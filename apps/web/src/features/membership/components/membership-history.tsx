import { cn } from '@/components/ui/class-names';
import { InLanguage } from '@/components/ui/in-language';
import { CreditNoteList } from '@/features/payments';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { receiptItem, type MembershipSummary } from '@app/shared/membership';
import { paidWithLabel } from '@app/shared/payments/method-labels';
import { localizeText } from '@app/shared/translations';

import { receiptHref } from '../api/get-my-membership';
import { formatDay, formatRinggit } from '../utils/format';

/**
 * The player's terms and receipts (each receipt a PDF download), with what was given back on
 * each: refunded or voided, and its credit notes, as Payments shows them.
 */
export function MembershipHistory({ summary }: { summary: MembershipSummary }) {
  const { membership } = useMessages();
  const t = membership.portal;
  const locale = useLocale();
  return (
    <div className="space-y-6">
      <div>
        <h3 className="mb-2 font-semibold text-slate-900">{t.historyTitle}</h3>
        {summary.terms.length === 0 ? (
          <p className="text-sm text-slate-600">{t.historyEmpty}</p>
        ) : (
          <ul
            aria-label={t.historyCaption}
            className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200"
          >
            {summary.terms.map((term) => (
              <li
                key={term.id}
                className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
              >
                <span className="font-medium text-slate-900">
                  <InLanguage text={localizeText(term.typeName, term.typeNameMs, locale)} />
                </span>
                <span className="text-slate-700">
                  {formatDay(term.startsOn)} – {formatDay(term.expiresOn)}
                </span>
                <span className={term.status === 'cancelled' ? 'text-red-700' : 'text-slate-600'}>
                  {term.status === 'cancelled'
                    ? t.termCancelled
                    : (term.receiptNumber ?? t.termActive)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="mb-2 font-semibold text-slate-900">{t.receiptsTitle}</h3>
        {summary.payments.length === 0 ? (
          <p className="text-sm text-slate-600">{t.receiptsEmpty}</p>
        ) : (
          <ul
            aria-label={t.receiptsCaption}
            className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200"
          >
            {summary.payments.map((payment) => {
              const item = receiptItem(payment, locale);
              return (
                <li key={payment.id} className="space-y-2 p-3 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-mono font-semibold text-slate-900">
                        {payment.receiptNumber}
                      </p>
                      <p className="text-slate-600">
                        {formatDay(payment.paidOn)} ·{' '}
                        {paidWithLabel(payment, {
                          methods: membership.methods,
                          onlineMethods: membership.onlineMethods,
                        })}{' '}
                        ·{' '}
                        <span lang={item.lang === locale ? undefined : item.lang}>
                          {item.value}
                        </span>
                      </p>
                    </div>
                    <span
                      className={cn(
                        'font-bold text-slate-900',
                        payment.voided && 'text-slate-500 line-through',
                      )}
                    >
                      {formatRinggit(payment.amountSen)}
                    </span>
                    <a
                      href={receiptHref(payment.receiptNumber)}
                      download
                      aria-label={formatMessage(t.downloadLabel, { number: payment.receiptNumber })}
                      className="font-semibold text-brand-700 underline hover:text-brand-900"
                    >
                      {t.download}
                    </a>
                  </div>
                  {payment.voided ? (
                    <p className="font-medium text-slate-800">{t.receiptVoided}</p>
                  ) : payment.refundedSen > 0 ? (
                    <p className="font-medium text-slate-800">
                      {formatMessage(t.receiptRefunded, {
                        amount: formatRinggit(payment.refundedSen),
                      })}
                    </p>
                  ) : null}
                  <CreditNoteList notes={payment.creditNotes} />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
