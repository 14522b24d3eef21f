import { cn } from '@/components/ui/class-names';
import { useMessages } from '@/lib/i18n';
import { EVENT_CATEGORIES, isTournamentCategory } from '@app/shared/events';

import { categoryStyles } from '../utils/category-styles';

/** Colour key for the four tournament types, courses and clinics. */
export function TournamentLegend() {
  const m = useMessages();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <h2 className="text-sm font-semibold text-slate-700">{m.calendar.legendTitle}:</h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {EVENT_CATEGORIES.map((type) => (
          <li key={type} className="flex items-center gap-2 text-sm text-slate-700">
            <span
              aria-hidden="true"
              data-legend={type}
              className={cn('mpa-print-color size-3.5 rounded-full', categoryStyles(type).dot)}
            />
            {isTournamentCategory(type) ? m.tournaments.types[type] : m.calendar.categories[type]}
          </li>
        ))}
      </ul>
    </div>
  );
}
