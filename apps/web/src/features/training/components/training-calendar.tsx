import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { formatMalaysiaDate } from '@app/shared/relative-time';

import type { TrainingProgram } from '../api/get-programs';
import { monthGrid, shiftMonth, type MonthKey } from '../utils/month-grid';

import { KIND_STYLES } from './program-card';

const PROGRAM_KINDS = ['course', 'clinic'] as const;

export const MAX_DOTS = 3;

export interface TrainingCalendarProps {
  month: MonthKey;
  onMonthChange: (month: MonthKey) => void;
  programsByDate: Map<string, TrainingProgram[]>;
  selectedDate: string;
  onSelectDate: (date: string) => void;
  todayIso: string;
}

/** Monday-first month grid; each day shows up to three dots (course / clinic), then '+N'. */
export function TrainingCalendar({
  month,
  onMonthChange,
  programsByDate,
  selectedDate,
  onSelectDate,
  todayIso,
}: TrainingCalendarProps) {
  const t = useMessages().training;
  const locale = useLocale();
  const c = t.calendar;
  const weeks = monthGrid(month);
  return (
    <section
      aria-label={c.label}
      className="self-start rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-label={c.previous}
          onClick={() => onMonthChange(shiftMonth(month, -1))}
          className="text-lg"
        >
          <span aria-hidden="true">‹</span>
        </Button>
        <h2 aria-live="polite" className="text-xl font-extrabold text-brand-900">
          {c.months[month.month - 1]} {month.year}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          aria-label={c.next}
          onClick={() => onMonthChange(shiftMonth(month, 1))}
          className="text-lg"
        >
          <span aria-hidden="true">›</span>
        </Button>
      </div>
      <div
        aria-hidden="true"
        className="mt-4 grid grid-cols-7 text-center text-xs font-semibold uppercase text-slate-500"
      >
        {c.weekdays.map((day) => (
          <span key={day}>{day}</span>
        ))}
      </div>
      <div className="mt-2 grid grid-cols-7 gap-1">
        {weeks.flat().map((date, index) => {
          if (!date) return <span key={`pad-${index}`} />;
          const programs = programsByDate.get(date) ?? [];
          const extra = programs.length - MAX_DOTS;
          const isSelected = date === selectedDate;
          const label = formatMessage(programs.length ? c.dayLabel : c.dayLabelNone, {
            date: formatMalaysiaDate(date, 'long', locale),
            count: programs.length,
          });
          return (
            <button
              key={date}
              type="button"
              data-date={date}
              aria-label={label}
              aria-pressed={isSelected}
              aria-current={date === todayIso ? 'date' : undefined}
              onClick={() => onSelectDate(date)}
              className={cn(
                'flex min-h-14 flex-col items-center justify-start gap-1 rounded-lg border p-1 text-sm transition-colors sm:min-h-16',
                isSelected
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-transparent hover:bg-brand-50',
                !isSelected && date === todayIso && 'border-accent-400 font-bold',
              )}
            >
              <span>{Number(date.slice(8, 10))}</span>
              {programs.length ? (
                <span className="flex flex-wrap items-center justify-center gap-0.5">
                  {programs.slice(0, MAX_DOTS).map((program) => (
                    <span
                      key={`${program.kind}-${program._id}`}
                      data-testid="program-dot"
                      data-kind={program.kind}
                      className={cn(
                        'size-1.5 rounded-full ring-1 ring-white sm:size-2',
                        KIND_STYLES[program.kind].dot,
                      )}
                    />
                  ))}
                  {extra > 0 ? (
                    <span className="text-[10px] font-semibold leading-none">
                      {formatMessage(c.more, { count: extra })}
                    </span>
                  ) : null}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div className="mt-4 flex gap-4 text-xs text-slate-600">
        {PROGRAM_KINDS.map((kind) => (
          <span key={kind} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={cn('size-2.5 rounded-full', KIND_STYLES[kind].dot)}
            />
            {t.kinds[kind]}
          </span>
        ))}
      </div>
    </section>
  );
}
