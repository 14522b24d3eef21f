import { useState } from 'react';

import { Button, ButtonLink } from '@/components/ui/button';
import { EnglishOnlyNote } from '@/components/ui/english-only-note';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, NetworkError } from '@/lib/api-client';
import { useLocale, useMessages } from '@/lib/i18n';
import { formatMalaysiaDate } from '@app/shared/relative-time';
import { localizeRecord, PROGRAM_TRANSLATED_FIELDS } from '@app/shared/translations';

import { useEnrollmentMutation, useMyEnrollments, type Enrollment } from '../api/programs';

function EnrollmentRow({ enrollment: original }: { enrollment: Enrollment }) {
  const t = useMessages().training;
  const locale = useLocale();
  const { value: enrollment, lang } = localizeRecord(original, PROGRAM_TRANSLATED_FIELDS, locale);
  const cancel = useEnrollmentMutation('DELETE');
  const [error, setError] = useState<string | null>(null);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-xs font-bold uppercase tracking-wide text-brand-600">
          {t.kinds[enrollment.kind]}
        </p>
        <h3
          className="mt-1 text-lg font-bold text-brand-900"
          lang={lang === locale ? undefined : lang}
        >
          {enrollment.title}
        </h3>
        <EnglishOnlyNote lang={lang} className="mt-1" />
        <p className="mt-1 text-sm text-slate-600">
          {formatMalaysiaDate(enrollment.date, 'short', locale)} · {enrollment.time} ·{' '}
          {enrollment.location}
        </p>
      </div>
      <div className="flex flex-col items-start gap-1 sm:items-end">
        <Button
          variant="outline"
          size="sm"
          disabled={cancel.isPending}
          onClick={() => {
            setError(null);
            cancel.mutate(
              { kind: enrollment.kind, id: enrollment._id },
              {
                onError: (cause) =>
                  setError(
                    cause instanceof ApiError || cause instanceof NetworkError
                      ? cause.message
                      : t.enroll.failed,
                  ),
              },
            );
          }}
        >
          {cancel.isPending ? <ButtonSpinner /> : null}
          {t.enroll.cancel}
        </Button>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The player dashboard's Training Programs tab: the player's enrolments, each cancellable. */
export function MyEnrollmentsPanel() {
  const t = useMessages().training.myEnrollments;
  const query = useMyEnrollments();
  const enrollments = query.data ?? [];
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
      ) : enrollments.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center">
          <p className="text-slate-600">{t.empty}</p>
          <ButtonLink to={paths.training} variant="outline" className="mt-4">
            {t.browse}
          </ButtonLink>
        </div>
      ) : (
        <ul className="mt-6 space-y-4">
          {enrollments.map((enrollment) => (
            <EnrollmentRow key={`${enrollment.kind}-${enrollment._id}`} enrollment={enrollment} />
          ))}
        </ul>
      )}
    </div>
  );
}
