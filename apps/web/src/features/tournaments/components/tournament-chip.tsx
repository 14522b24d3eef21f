import { cn } from '@/components/ui/class-names';
import { useMessages } from '@/lib/i18n';
import type { CalendarSpan } from '@app/shared/calendar';
import type { Tournament } from '@app/shared/tournaments';

import { formatTournamentDateRange } from '../utils/format-dates';
import { typeStyles } from '../utils/type-styles';

/** Rounding and outer spacing per span, so a multi-cell event reads as one continuous bar. */
const SPAN_CLASSES: Record<CalendarSpan, string> = {
  single: 'mx-1 rounded-full px-2.5',
  start: 'ml-1 rounded-l-full pl-2.5 pr-1',
  // -ml-px covers the 1px cell border so the bar has no seam.
  middle: '-ml-px rounded-none px-1',
  end: '-ml-px mr-1 rounded-r-full pl-1 pr-2.5',
};

export interface TournamentChipProps {
  tournament: Tournament;
  span: CalendarSpan;
  /** Show the name on the chip; false for a bar's continuation cells (still in the accessible name). */
  showLabel?: boolean;
  onSelect: (tournament: Tournament) => void;
}

/** One event in a calendar cell: a coloured button whose accessible name is name + dates. */
export function TournamentChip({
  tournament,
  span,
  showLabel = true,
  onSelect,
}: TournamentChipProps) {
  const t = useMessages().tournaments;
  const dates = formatTournamentDateRange(tournament.startDate, tournament.endDate, t.monthsShort);
  return (
    <button
      type="button"
      data-span={span}
      data-type={tournament.type}
      title={`${tournament.name} (${dates})`}
      onClick={() => onSelect(tournament)}
      className={cn(
        'mpa-tournament-chip flex h-7 min-w-0 items-center text-left text-xs font-semibold leading-none transition-colors',
        'focus-visible:relative focus-visible:z-10 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-950',
        typeStyles(tournament.type).chip,
        SPAN_CLASSES[span],
      )}
    >
      <span className={showLabel ? 'truncate' : 'sr-only'}>{tournament.name}</span>
      <span className="sr-only">, {dates}</span>
    </button>
  );
}
