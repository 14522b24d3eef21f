import { useMessages } from '@/lib/i18n';

import { formatLongDate, toIsoDate } from '../utils/format-long-date';

/** "Last Updated: <today>", as the spec requires for both legal pages. */
export function LastUpdated() {
  const m = useMessages();
  const today = new Date();
  return (
    <p className="mt-4 text-sm text-brand-100">
      {m.legal.lastUpdated}{' '}
      <time dateTime={toIsoDate(today)} className="font-semibold text-white">
        {formatLongDate(today, m.common.dateLocale)}
      </time>
    </p>
  );
}
