import { useRef, type KeyboardEvent } from 'react';

import { cn } from '@/components/ui/class-names';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { useMessages } from '@/lib/i18n';
import { malaysiaTodayIso } from '@app/shared/calendar';
import { programTabsQuerySchema } from '@app/shared/content';

import type { TrainingProgram } from '../api/get-programs';
import { upcomingFirst } from '../utils/upcoming-first';

import { EnrollControl } from './enroll-control';
import { ProgramCard } from './program-card';

const TABS = ['all', 'courses', 'clinics'] as const;
type Tab = (typeof TABS)[number];

const matches = (tab: Tab, program: TrainingProgram) =>
  tab === 'all' || (tab === 'courses' ? program.kind === 'course' : program.kind === 'clinic');

/** 'All Programs' with an accessible tablist All / Courses / Clinics (the tab in `?programs=`). */
export function ProgramTabs({ programs }: { programs: TrainingProgram[] }) {
  const t = useMessages().training.list;
  const filters = useUrlFilters(programTabsQuerySchema);
  const tab: Tab = filters.values.programs ?? 'all';
  const setTab = (next: Tab) => filters.set({ programs: next === 'all' ? undefined : next });
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const shown = upcomingFirst(
    programs.filter((program) => matches(tab, program)),
    malaysiaTodayIso(),
  );

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(tab);
    const last = TABS.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const nextTab = TABS[next] ?? tab;
    setTab(nextTab);
    refs.current[nextTab]?.focus();
  };

  return (
    <section aria-labelledby="training-all-programs" className="mt-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="training-all-programs" className="text-2xl font-extrabold text-brand-900">
          {t.title}
        </h2>
        <div
          role="tablist"
          aria-label={t.tabsLabel}
          onKeyDown={handleKeyDown}
          className="inline-flex rounded-full border border-slate-200 bg-white p-1 shadow-sm"
        >
          {TABS.map((option) => (
            <button
              key={option}
              ref={(element) => {
                refs.current[option] = element;
              }}
              type="button"
              role="tab"
              id={`training-tab-${option}`}
              aria-selected={tab === option}
              aria-controls="training-tabpanel"
              tabIndex={tab === option ? 0 : -1}
              onClick={() => setTab(option)}
              className={cn(
                'min-h-9 rounded-full px-4 text-sm font-semibold transition-colors',
                tab === option ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50',
              )}
            >
              {t.tabs[option]}
            </button>
          ))}
        </div>
      </div>
      <div
        role="tabpanel"
        id="training-tabpanel"
        aria-labelledby={`training-tab-${tab}`}
        className="mt-6"
      >
        {shown.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
            {t.empty}
          </p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((program) => (
              <li key={`${program.kind}-${program._id}`}>
                <ProgramCard program={program} action={<EnrollControl program={program} />} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
