import { Link } from 'react-router';

import { CheckCircleIcon } from '@/components/ui/icons';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n';
import { malaysiaTodayIso } from '@app/shared/calendar';

import { usePrograms } from '../api/get-programs';

import { ProgramCard } from './program-card';

export const HOME_PROGRAM_COUNT = 3;

/** Home: the next three active programmes, the structured-course facts, and a link to /training. */
export function HomeTrainingSection() {
  const t = useMessages().training.home;
  const query = usePrograms();
  const today = malaysiaTodayIso();
  const upcoming = (query.data ?? [])
    .filter((program) => program.status === 'active' && program.date >= today)
    .slice(0, HOME_PROGRAM_COUNT);

  return (
    <section aria-labelledby="home-training-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="home-training-title" title={t.title} lead={t.lead} />
        <div className="mx-auto mt-8 max-w-3xl rounded-2xl bg-brand-50 px-6 py-5">
          <h3 className="text-center font-bold text-brand-900">{t.factsTitle}</h3>
          <ul className="mt-3 flex flex-col justify-center gap-2 text-sm text-brand-900 sm:flex-row sm:gap-6">
            {t.facts.map((fact) => (
              <li key={fact} className="flex items-center gap-2">
                <CheckCircleIcon className="size-4 shrink-0 text-brand-600" />
                {fact}
              </li>
            ))}
          </ul>
        </div>
        {query.isPending ? (
          <p role="status" className="mt-10 text-center text-slate-500">
            {t.loading}
          </p>
        ) : upcoming.length === 0 ? (
          <p className="mx-auto mt-10 max-w-xl rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
            {t.empty}
          </p>
        ) : (
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {upcoming.map((program) => (
              <li key={`${program.kind}-${program._id}`}>
                <ProgramCard program={program} />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-10 text-center">
          <Link
            to={paths.training}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900"
          >
            {t.viewAll}
            <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
