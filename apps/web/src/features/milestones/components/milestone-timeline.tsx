import { cn } from '@/components/ui/class-names';
import { EnglishOnlyNote } from '@/components/ui/english-only-note';
import { Spinner } from '@/components/ui/spinner';
import { displayImageUrl } from '@/lib/display-image';
import { useLocale, useMessages } from '@/lib/i18n';
import { formatMalaysiaDate } from '@app/shared/relative-time';
import { MILESTONE_TRANSLATED_FIELDS, localizeRecord } from '@app/shared/translations';

import { useMilestones } from '../api/get-milestones';

/** /milestones: a vertical timeline, alternating sides on desktop, one column on phones. */
export function MilestoneTimeline() {
  const t = useMessages().training.milestones;
  const locale = useLocale();
  const query = useMilestones();
  const milestones = query.data ?? [];

  if (query.isPending) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-20 text-slate-600">
        <Spinner />
        <p className="text-sm font-medium">{t.loading}</p>
      </div>
    );
  }
  if (milestones.length === 0) {
    return (
      <p className="mx-auto my-16 max-w-xl rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
        {t.empty}
      </p>
    );
  }
  return (
    <ol className="relative mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <span
        aria-hidden="true"
        className="absolute inset-y-12 left-6 w-0.5 bg-brand-200 sm:left-8 md:left-1/2 md:-translate-x-1/2"
      />
      {milestones.map((item, index) => {
        const { value: milestone, lang } = localizeRecord(
          item,
          MILESTONE_TRANSLATED_FIELDS,
          locale,
        );
        const isRight = index % 2 === 1;
        return (
          <li
            key={milestone._id}
            className={cn(
              'relative mb-10 pl-10 last:mb-0 md:w-1/2 md:pl-0',
              isRight ? 'md:ml-auto md:pl-10' : 'md:pr-10',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-6 left-0.5 size-4 rounded-full border-4 border-white bg-accent-400 shadow sm:left-2.5',
                isRight ? 'md:-left-2' : 'md:left-auto md:-right-2',
              )}
            />
            <article
              className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
              lang={lang === locale ? undefined : lang}
            >
              {milestone.image ? (
                <img
                  src={displayImageUrl(milestone.image)}
                  width={640}
                  height={360}
                  alt={milestone.title}
                  loading="lazy"
                  className="aspect-video w-full object-cover"
                />
              ) : null}
              <div className="p-5">
                <p className="text-sm font-bold uppercase tracking-wide text-brand-600">
                  <time dateTime={milestone.date}>
                    {formatMalaysiaDate(milestone.date, 'long', locale)}
                  </time>
                </p>
                <h2 className="mt-1 text-xl font-bold text-brand-900">{milestone.title}</h2>
                <EnglishOnlyNote lang={lang} className="mt-1" />
                <p className="mt-2 whitespace-pre-line text-slate-700">{milestone.description}</p>
              </div>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
