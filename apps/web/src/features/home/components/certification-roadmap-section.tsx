import { SectionHeading } from '@/components/ui/section-heading';
import { useMessages } from '@/lib/i18n';

/** The four-stage coach certification pathway (spec §9). */
export function CertificationRoadmapSection() {
  const m = useMessages();
  const t = m.home.roadmap;
  return (
    <section
      aria-labelledby="home-roadmap-title"
      className="bg-brand-900 py-16 text-white sm:py-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="home-roadmap-title" title={t.title} lead={t.lead} isInverse />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {t.levels.map((level, index) => (
            <li
              key={level.name}
              className="relative flex flex-col rounded-2xl bg-white/5 p-6 ring-1 ring-white/10"
            >
              <span className="inline-flex w-fit items-center rounded-full bg-accent-400 px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-950">
                {t.stepLabel(index + 1)}
              </span>
              <h3 className="mt-4 text-xl font-bold">{level.name}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-brand-100">{level.summary}</p>
              <dl className="mt-5 space-y-2 border-t border-white/10 pt-4 text-sm">
                <div className="flex justify-between gap-3">
                  <dt className="text-brand-200">{t.durationLabel}</dt>
                  <dd className="text-right font-semibold">{level.duration}</dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt className="text-brand-200">{t.feeLabel}</dt>
                  <dd className="text-right font-semibold text-accent-300">{level.fee}</dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt className="text-brand-200">{t.participantsLabel}</dt>
                  <dd className="text-right font-semibold">{level.participants}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
