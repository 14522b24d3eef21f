import { useMemo, useState } from 'react';

import { Spinner } from '@/components/ui/spinner';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { malaysiaTodayIso } from '@app/shared/calendar';
import { formatMalaysiaDate } from '@app/shared/relative-time';

import { usePrograms, type TrainingProgram } from '../api/get-programs';

import { EnrollControl } from './enroll-control';
import { ProgramCard } from './program-card';
import { ProgramTabs } from './program-tabs';
import { TrainingCalendar } from './training-calendar';

/** /training: month calendar, the selected date's programmes, and All Programs. */
export function TrainingPage() {
  const t = useMessages().training;
  const locale = useLocale();
  const query = usePrograms();
  const todayIso = malaysiaTodayIso();
  const [selectedDate, setSelectedDate] = useState(todayIso);
  const [month, setMonth] = useState(() => ({
    year: Number(todayIso.slice(0, 4)),
    month: Number(todayIso.slice(5, 7)),
  }));

  const programs = useMemo(() => query.data ?? [], [query.data]);
  const programsByDate = useMemo(() => {
    const map = new Map<string, TrainingProgram[]>();
    for (const program of programs) {
      map.set(program.date, [...(map.get(program.date) ?? []), program]);
    }
    return map;
  }, [programs]);
  const onSelected = programsByDate.get(selectedDate) ?? [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      {query.isPending ? (
        // At least a screen tall so the footer starts out of view and the calendar cannot push it.
        <div
          role="status"
          className="flex min-h-dvh flex-col items-center gap-4 py-20 text-slate-600"
        >
          <Spinner />
          <p className="text-sm font-medium">{t.page.loading}</p>
        </div>
      ) : (
        <>
          <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
            <TrainingCalendar
              month={month}
              onMonthChange={setMonth}
              programsByDate={programsByDate}
              selectedDate={selectedDate}
              onSelectDate={setSelectedDate}
              todayIso={todayIso}
            />
            <section aria-labelledby="training-selected-date" aria-live="polite">
              <h2 id="training-selected-date" className="text-xl font-extrabold text-brand-900">
                {formatMessage(t.selected.title, {
                  date: formatMalaysiaDate(selectedDate, 'long', locale),
                })}
              </h2>
              {onSelected.length === 0 ? (
                <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
                  {t.selected.empty}
                </p>
              ) : (
                <ul className="mt-4 space-y-4">
                  {onSelected.map((program) => (
                    <li key={`${program.kind}-${program._id}`}>
                      <ProgramCard program={program} action={<EnrollControl program={program} />} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
          <ProgramTabs programs={programs} />
        </>
      )}
    </div>
  );
}
