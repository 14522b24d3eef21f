import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';

import { receiptHref } from '../api/document-hrefs';

/** A receipt's PDF, named by its number ('Receipt MPA-2026-000123'). */
export function ReceiptLink({ number }: { number: string }) {
  const t = useMessages().payments.panel;
  return (
    <a
      href={receiptHref(number)}
      download
      aria-label={formatMessage(t.receiptLabel, { number })}
      className="font-semibold text-brand-700 underline hover:text-brand-900"
    >
      {formatMessage(t.receipt, { number })}
    </a>
  );
}
