import { useState } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, NetworkError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';

import { useEnrollmentMutation, useEnrollmentState, type TrainingProgram } from '../api/programs';

/**
 * The enrol / cancel control of a programme card: signed out → sign-in link; enrolled →
 * 'Enrolled' and a cancel button; full → disabled 'Full'; not active → nothing to do. The
 * server's refusal text is shown under the button.
 */
export function EnrollControl({ program }: { program: TrainingProgram }) {
  const t = useMessages().training.enroll;
  const { player, isPlayerPending, enrollments } = useEnrollmentState();
  const enroll = useEnrollmentMutation('POST');
  const cancel = useEnrollmentMutation('DELETE');
  const [error, setError] = useState<string | null>(null);

  if (program.status !== 'active') {
    return <p className="text-sm text-slate-500">{t.notOpen}</p>;
  }
  if (isPlayerPending) return null;
  if (!player) {
    return (
      <Link
        to={paths.player.login}
        className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {t.signIn}
      </Link>
    );
  }

  const isEnrolled =
    enrollments.data?.some(
      (enrollment) => enrollment._id === program._id && enrollment.kind === program.kind,
    ) ?? false;
  const isFull = program.enrolled >= program.maxParticipants;
  const isBusy = enroll.isPending || cancel.isPending;
  const target = { kind: program.kind, id: program._id };
  const onError = (cause: unknown) =>
    setError(cause instanceof ApiError || cause instanceof NetworkError ? cause.message : t.failed);

  const run = (mutation: typeof enroll) => {
    setError(null);
    mutation.mutate(target, { onError });
  };

  return (
    <div className="flex flex-col items-start gap-2">
      {isEnrolled ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-800">
            {t.enrolled}
          </span>
          <Button variant="ghost" size="sm" disabled={isBusy} onClick={() => run(cancel)}>
            {cancel.isPending ? <ButtonSpinner /> : null}
            {t.cancel}
          </Button>
        </div>
      ) : isFull ? (
        <Button size="sm" variant="secondary" disabled>
          {t.full}
        </Button>
      ) : (
        <Button size="sm" disabled={isBusy || enrollments.isPending} onClick={() => run(enroll)}>
          {enroll.isPending ? <ButtonSpinner /> : null}
          {t.enroll}
        </Button>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
