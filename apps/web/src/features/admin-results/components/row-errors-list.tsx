import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';

import type { RowError } from '../utils/row-errors';

/**
 * Every refused row with its number (the file's line, or the row typed on screen) and the
 * server's message, in the page's language. Nothing was saved.
 */
export function RowErrorsList({ errors, typed = false }: { errors: RowError[]; typed?: boolean }) {
  const t = useMessages().adminResults.rowErrors;
  const where = (e: RowError) => {
    if (e.row === null) return null;
    if (e.section === 'matches')
      return formatMessage(typed ? t.match : t.matchLine, { row: e.row });
    return formatMessage(typed ? t.row : t.line, { row: e.row });
  };
  return (
    <div role="alert" className="space-y-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
      <p className="font-semibold text-red-800">
        {formatMessage(errors.length === 1 ? t.titleOne : t.title, { count: errors.length })}
      </p>
      <ul className="list-disc space-y-1 pl-5 text-red-700">
        {errors.map((e, index) => {
          const place = where(e);
          return (
            <li key={index}>
              {place ? <span className="font-semibold">{place}: </span> : null}
              {e.message}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
