import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useOptionalPlayerMe } from '@/lib/auth/player-me';
import { useMessages } from '@/lib/i18n';
import { malaysiaTodayIso } from '@app/shared/calendar';

import { useMyPrograms } from '../api/get-my-programs';
import type { TrainingProgram } from '../api/get-programs';

import { ProgramActions } from './program-actions';
import { ProgramRules } from './program-rules';

/**
 * The enrol control of a programme card: not open (inactive, completed or past) → a note;
 * signed out → sign-in link; otherwise what the player can do where they stand with it
 * (enrol, join the waitlist, claim an offer, confirm a partner, cancel).
 */
export function EnrollControl({ program }: { program: TrainingProgram }) {
  const m = useMessages();
  const t = m.training.enroll;
  const me = useOptionalPlayerMe();
  const mine = useMyPrograms(me.data !== null && !me.isPending);

  if (program.date < malaysiaTodayIso()) {
    return <p className="text-sm text-slate-500">{m.enrolment.status.past}</p>;
  }
  if (program.status !== 'active') {
    return <p className="text-sm text-slate-500">{t.notOpen}</p>;
  }
  if (me.isPending) return null;
  if (!me.data) {
    return (
      <Link
        to={paths.player.login}
        className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {t.signIn}
      </Link>
    );
  }
  if (mine.isPending) return null;
  const entry = mine.data?.find(
    (item) => item.program._id === program._id && item.program.kind === program.kind,
  );
  return (
    <>
      <ProgramRules program={program} />
      <ProgramActions program={program} mine={entry} />
    </>
  );
}
