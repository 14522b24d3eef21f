import './journey-strip.css';

import type { CSSProperties } from 'react';
import { Link } from 'react-router';

import { EnglishOnlyNote } from '@/components/ui/english-only-note';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { displayImageUrl } from '@/lib/display-image';
import { useLocale, useMessages } from '@/lib/i18n';
import { formatMalaysiaDate } from '@app/shared/relative-time';
import { MILESTONE_TRANSLATED_FIELDS, localizeRecord } from '@app/shared/translations';

import { useMilestones } from '../api/get-milestones';

const COPIES = 3;
/** Seconds of scrolling per milestone card. */
const SECONDS_PER_CARD = 6;

/**
 * Home: the journey strip. The milestones are rendered three times in a CSS-animated row;
 * the second and third copies are aria-hidden (and their links unfocusable) so assistive
 * technology reads the list once.
 */
export function JourneyStrip() {
  const t = useMessages().training.journey;
  const locale = useLocale();
  const query = useMilestones();
  const milestones = query.data ?? [];

  return (
    <section aria-labelledby="home-journey-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="home-journey-title" title={t.title} lead={t.lead} />
      </div>
      {query.isPending ? null : milestones.length === 0 ? (
        <p className="mx-auto mt-10 max-w-xl rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
          {t.empty}
        </p>
      ) : (
        <div className="mpa-journey-viewport mt-10">
          <div
            className="mpa-journey-track"
            style={
              {
                '--mpa-journey-duration': `${Math.max(20, milestones.length * SECONDS_PER_CARD)}s`,
              } as CSSProperties
            }
          >
            {Array.from({ length: COPIES }, (_, copy) => (
              <ul
                key={copy}
                data-testid="journey-copy"
                aria-hidden={copy > 0 ? true : undefined}
                className="flex shrink-0 gap-6 pr-6"
              >
                {milestones.map((item) => {
                  const { value: milestone, lang } = localizeRecord(
                    item,
                    MILESTONE_TRANSLATED_FIELDS,
                    locale,
                  );
                  return (
                    <li
                      key={milestone._id}
                      className="w-72 shrink-0 overflow-hidden rounded-2xl border border-slate-200 bg-slate-50 shadow-sm"
                      lang={lang === locale ? undefined : lang}
                    >
                      {milestone.image ? (
                        <img
                          src={displayImageUrl(milestone.image)}
                          width={640}
                          height={360}
                          alt={copy > 0 ? '' : milestone.title}
                          loading="lazy"
                          className="aspect-video w-full object-cover"
                        />
                      ) : null}
                      <div className="p-5">
                        <p className="text-xs font-bold uppercase tracking-wide text-brand-600">
                          <time dateTime={milestone.date}>
                            {formatMalaysiaDate(milestone.date, 'long', locale)}
                          </time>
                        </p>
                        <h3 className="mt-1 text-lg font-bold text-brand-900">{milestone.title}</h3>
                        <EnglishOnlyNote lang={lang} className="mt-1" />
                        <p className="mt-2 line-clamp-3 text-sm text-slate-600">
                          {milestone.description}
                        </p>
                      </div>
                    </li>
                  );
                })}
              </ul>
            ))}
          </div>
        </div>
      )}
      <div className="mt-10 text-center">
        <Link
          to={paths.milestones}
          className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900"
        >
          {t.viewAll}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </section>
  );
}
