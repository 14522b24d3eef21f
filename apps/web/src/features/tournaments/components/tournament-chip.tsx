import { cn } from '@/components/ui/class-names';
import { useLocale, useMessages } from '@/lib/i18n';
import type { CalendarSpan } from '@app/shared/calendar';
import type { CalendarEvent } from '@app/shared/events';

import { categoryStyles } from '../utils/category-styles';
import { formatTournamentDateRange } from '../utils/format-dates';

import { eventName } from './calendar-event-modal';

/** Rounding and outer spacing per span, so a multi-cell event reads as one continuous bar. */
const SPAN_CLASSES: Record<CalendarSpan, string> = {
  single: 'mx-1 rounded-full px-2.5',
  start: 'ml-1 rounded-l-full pl-2.5 pr-1',
  // -ml-px covers the 1px cell border so the bar has no seam.
  middle: '-ml-px rounded-none px-1',
  end: '-ml-px mr-1 rounded-r-full pl-1 pr-2.5',
};

export interface TournamentChipProps {
  event: CalendarEvent;
  span: CalendarSpan;
  /** Show the name on the chip; false for a bar's continuation cells (still in the accessible name). */
  showLabel?: boolean;
  onSelect: (event: CalendarEvent) => void;
}

/** One event in a calendar cell: a coloured button whose accessible name is name + dates. */
export function TournamentChip({ event, span, showLabel = true, onSelect }: TournamentChipProps) {
  const t = useMessages().tournaments;
  const name = eventName(event, useLocale());
  const dates = formatTournamentDateRange(event.startDate, event.endDate, t.monthsShort);
  return (
    <button
      type="button"
      data-span={span}
      data-type={event.category}
      title={`${name} (${dates})`}
      onClick={() => onSelect(event)}
      className={cn(
        'mpa-tournament-chip flex h-7 min-w-0 items-center text-left text-xs font-semibold leading-none transition-colors',
        'focus-visible:relative focus-visible:z-10 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-950',
        categoryStyles(event.category).chip,
        SPAN_CLASSES[span],
      )}
    >
      <span className={showLabel ? 'truncate' : 'sr-only'}>{name}</span>
      <span className="sr-only">, {dates}</span>
    </button>
  );
}
