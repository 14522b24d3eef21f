import type { ReactNode } from 'react';

import { cn } from '@/components/ui/class-names';
import { EnglishOnlyNote } from '@/components/ui/english-only-note';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { malaysiaTodayIso } from '@app/shared/calendar';
import { formatTimeText } from '@app/shared/clock-time';
import { describeRefundRule } from '@app/shared/payments/refund-rule';
import { formatMalaysiaDate } from '@app/shared/relative-time';
import { localizeRecord, PROGRAM_TRANSLATED_FIELDS } from '@app/shared/translations';

import type { TrainingProgram } from '../api/get-programs';
import { formatAmount } from '../utils/month-grid';
import { isPastProgram } from '../utils/upcoming-first';

export const KIND_STYLES = {
  course: { dot: 'bg-brand-600', soft: 'border-brand-200 bg-brand-50 text-brand-800' },
  clinic: { dot: 'bg-amber-500', soft: 'border-amber-200 bg-amber-50 text-amber-900' },
} as const;

const STATUS_STYLES = {
  active: 'bg-emerald-100 text-emerald-800',
  inactive: 'bg-slate-100 text-slate-700',
  completed: 'bg-slate-200 text-slate-700',
  past: 'bg-slate-200 text-slate-700',
} as const;

/** One course or clinic with its details, and an action (the enrol control) when given. */
export function ProgramCard({
  program: original,
  headingLevel = 3,
  action,
}: {
  program: TrainingProgram;
  headingLevel?: 3 | 4;
  /** What the visitor can do (the training page's enrol control); none on the home page. */
  action?: ReactNode;
}) {
  const t = useMessages().training;
  const locale = useLocale();
  const { value: program, lang } = localizeRecord(original, PROGRAM_TRANSLATED_FIELDS, locale);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  // An 'active' session whose day has gone is past, not active.
  const status =
    program.status === 'active' && isPastProgram(program, malaysiaTodayIso())
      ? 'past'
      : program.status;
  const rows: [string, string][] = [
    [t.card.date, formatMalaysiaDate(program.date, 'short', locale)],
    [t.card.time, formatTimeText(program.time, locale)],
    [t.card.location, program.location],
    [t.card.coach, program.coach],
    [t.card.price, formatMessage(t.price, { amount: formatAmount(program.price) })],
    // A fee's refund rule, shown before paying (free ones have none to show).
    ...(program.price > 0 && program.refundRule
      ? [[t.card.refunds, describeRefundRule(program.refundRule, locale)] as [string, string]]
      : []),
    [
      t.card.enrolled,
      formatMessage(t.card.spots, { enrolled: program.enrolled, max: program.maxParticipants }),
    ],
  ];
  return (
    <article
      data-kind={program.kind}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={cn(
            'rounded-full border px-2.5 py-0.5 text-xs font-semibold',
            KIND_STYLES[program.kind].soft,
          )}
        >
          {t.kinds[program.kind]}
        </span>
        <span
          className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLES[status])}
          data-status={status}
        >
          {t.statuses[status]}
        </span>
      </div>
      <div lang={lang === locale ? undefined : lang}>
        <Heading className="mt-3 text-lg font-bold text-brand-900">{program.title}</Heading>
        <EnglishOnlyNote lang={lang} className="mt-1" />
        {program.description ? (
          <p className="mt-1 line-clamp-3 text-sm text-slate-600">{program.description}</p>
        ) : null}
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-500">{label}</dt>
            <dd className="break-words text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
      {action ? <div className="mt-auto pt-4">{action}</div> : null}
    </article>
  );
}
