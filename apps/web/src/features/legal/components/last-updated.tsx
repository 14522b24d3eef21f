import { useMessages } from '@/lib/i18n';

import { formatLongDate } from '../utils/format-long-date';

/**
 * "Last Updated: <date>" of a legal document: the date its current text took effect, kept with
 * the text in the message catalogue (`updatedOn`, 'YYYY-MM-DD'), never the visitor's today.
 */
export function LastUpdated({ updatedOn }: { updatedOn: string }) {
  const m = useMessages();
  const [year, month, day] = updatedOn.split('-').map(Number);
  const date = new Date(year!, month! - 1, day!);
  return (
    <p className="mt-4 text-sm text-brand-100">
      {m.legal.lastUpdated}{' '}
      <time dateTime={updatedOn} className="font-semibold text-white">
        {formatLongDate(date, m.common.dateLocale)}
      </time>
    </p>
  );
}
