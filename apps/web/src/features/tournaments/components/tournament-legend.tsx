import { cn } from '@/components/ui/class-names';
import { useMessages } from '@/lib/i18n';
import { TOURNAMENT_TYPES } from '@app/shared/tournaments';

import { typeStyles } from '../utils/type-styles';

/** Colour key for the four tournament types. */
export function TournamentLegend() {
  const t = useMessages().tournaments;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <h2 className="text-sm font-semibold text-slate-700">{t.legendTitle}:</h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {TOURNAMENT_TYPES.map((type) => (
          <li key={type} className="flex items-center gap-2 text-sm text-slate-700">
            <span
              aria-hidden="true"
              data-legend={type}
              className={cn('mpa-print-color size-3.5 rounded-full', typeStyles(type).dot)}
            />
            {t.types[type]}
          </li>
        ))}
      </ul>
    </div>
  );
}
