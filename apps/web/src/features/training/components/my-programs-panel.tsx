import { Button, ButtonLink } from '@/components/ui/button';
import { EnglishOnlyNote } from '@/components/ui/english-only-note';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { OrderPapers } from '@/features/payments';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { malaysiaTodayIso } from '@app/shared/calendar';
import { formatTimeText } from '@app/shared/clock-time';
import type { MyProgram } from '@app/shared/enrolment';
import { formatMalaysiaDate } from '@app/shared/relative-time';
import { localizeRecord, PROGRAM_TRANSLATED_FIELDS } from '@app/shared/translations';

import { useMyPrograms } from '../api/get-my-programs';
import { formatAmount } from '../utils/month-grid';
import { downloadIcs, programIcs } from '../utils/program-ics';

import { CalendarFeedCard } from './calendar-feed-card';
import { ProgramActions } from './program-actions';

/**
 * A paid place: paid (when staff recorded it, or online with its receipt and any credit notes),
 * or what to pay and how, before the day.
 */
function PaymentStatus({ entry }: { entry: MyProgram }) {
  const m = useMessages();
  const locale = useLocale();
  const t = m.enrolment.pay;
  const amount = formatMessage(m.training.price, { amount: formatAmount(entry.program.price) });
  return entry.paidAt ? (
    <>
      <p className="mt-2 text-sm font-semibold text-emerald-800">
        {formatMessage(t.paid, { amount, date: formatMalaysiaDate(entry.paidAt, 'short', locale) })}
      </p>
      {/* Paid online: its receipt, and any refund, as Payments shows them. */}
      {entry.orderId ? <OrderPapers orderId={entry.orderId} className="mt-1" /> : null}
    </>
  ) : (
    <p className="mt-2 text-sm text-amber-900">
      {formatMessage(t.due, {
        amount,
        date: formatMalaysiaDate(entry.program.date, 'short', locale),
      })}
    </p>
  );
}

function ProgramRow({ entry, isPast }: { entry: MyProgram; isPast: boolean }) {
  const m = useMessages();
  const locale = useLocale();
  const { value: program, lang } = localizeRecord(entry.program, PROGRAM_TRANSLATED_FIELDS, locale);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="text-xs font-bold uppercase tracking-wide text-brand-600">
          {m.training.kinds[entry.program.kind]}
        </p>
        <h4
          className="mt-1 text-lg font-bold text-brand-900"
          lang={lang === locale ? undefined : lang}
        >
          {program.title}
        </h4>
        <EnglishOnlyNote lang={lang} className="mt-1" />
        <p className="mt-1 text-sm text-slate-600">
          {formatMalaysiaDate(program.date, 'short', locale)} ·{' '}
          {formatTimeText(program.time, locale)} · {program.location}
        </p>
        {entry.program.price > 0 &&
        (entry.status === 'enrolled' || entry.status === 'awaiting_partner') ? (
          <PaymentStatus entry={entry} />
        ) : null}
        {!isPast && entry.status !== 'waitlisted' ? (
          <Button
            variant="ghost"
            size="sm"
            className="mt-2 -ml-3"
            onClick={() =>
              downloadIcs(
                `${entry.program.kind}-${entry.program._id}.ics`,
                programIcs(entry.program),
              )
            }
          >
            {m.enrolment.actions.addToCalendar}
          </Button>
        ) : null}
      </div>
      {isPast ? (
        <span className="self-start rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-700">
          {m.enrolment.status.enrolled}
        </span>
      ) : (
        <div className="sm:max-w-xs sm:shrink-0">
          <ProgramActions program={entry.program} mine={entry} />
        </div>
      )}
    </li>
  );
}

function Group({
  title,
  empty,
  entries,
  isPast = false,
}: {
  title: string;
  empty: string;
  entries: MyProgram[];
  isPast?: boolean;
}) {
  return (
    <section className="mt-8" aria-label={title}>
      <h3 className="text-base font-bold uppercase tracking-wide text-slate-600">
        {title} <span className="text-slate-500">({entries.length})</span>
      </h3>
      {entries.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          {empty}
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {entries.map((entry) => (
            <ProgramRow
              key={`${entry.program.kind}-${entry.program._id}-${entry.status}`}
              entry={entry}
              isPast={isPast}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The portal's My Training tab: upcoming places (and partner requests), waitlists and offers,
 * and past courses and clinics; each can be acted on where it stands, added to a calendar, and
 * all of them followed through the personal calendar feed.
 */
export function MyProgramsPanel() {
  const m = useMessages();
  const t = m.enrolment.my;
  const query = useMyPrograms();
  const today = malaysiaTodayIso();
  const entries = query.data ?? [];
  const waiting = entries.filter((e) => e.status === 'waitlisted' || e.status === 'offered');
  const placed = entries.filter((e) => e.status !== 'waitlisted' && e.status !== 'offered');
  const upcoming = placed.filter((e) => e.program.date >= today);
  const past = placed.filter((e) => e.program.date < today && e.status === 'enrolled').reverse();

  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-xl font-bold text-brand-900">{t.title}</h2>
      <p className="mt-1 text-slate-600">{t.lead}</p>
      {query.isPending ? (
        <div role="status" className="flex items-center gap-3 py-10 text-slate-600">
          <Spinner className="size-6 border-2" />
          <span className="text-sm">{t.loading}</span>
        </div>
      ) : query.isError ? (
        <p role="alert" className="mt-6 text-red-700">
          {t.error}
        </p>
      ) : (
        <>
          <Group title={t.upcoming} empty={t.emptyUpcoming} entries={upcoming} />
          <Group title={t.waiting} empty={t.emptyWaiting} entries={waiting} />
          <Group title={t.past} empty={t.emptyPast} entries={past} isPast />
          <ButtonLink to={paths.training} variant="outline" className="mt-6">
            {t.browse}
          </ButtonLink>
        </>
      )}
      <CalendarFeedCard />
    </div>
  );
}
