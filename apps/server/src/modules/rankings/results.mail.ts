import { divisionLabel, type AgeGroup, type Discipline } from '@app/shared/competition/categories';

import { composeMail, mailWords, type MailSite } from '../../lib/mail-language';
import type { MailMessage } from '../mail/index';

import type { DivisionContext } from './results.repository';

interface Recipient {
  id: string;
  fullName: string;
  email: string;
  language: 'en' | 'ms';
}

/** What the results mail says, in the reader's language; the inbox keeps the same words. */
export interface ResultsNotice {
  mail: MailMessage;
  inbox: { playerId: string; subject: string; body: string };
}

const SUFFIXES: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' };

/** 1 → '1st', 2 → '2nd', 11 → '11th', 23 → '23rd'. */
function ordinal(n: number): string {
  const tens = n % 100;
  return `${n}${tens >= 11 && tens <= 13 ? 'th' : (SUFFIXES[n % 10] ?? 'th')}`;
}

/**
 * Tells one player, in their language, that the results of a division they played in are
 * published: their own placing only (no one else's), and the results page to see them.
 */
export function resultsNotice(
  site: MailSite,
  to: Recipient,
  division: DivisionContext,
  placement: number,
): ResultsNotice {
  const w = mailWords(site, to.language);
  const label = divisionLabel(
    { discipline: division.discipline as Discipline, ageGroup: division.ageGroup as AgeGroup },
    w.locale,
  );
  const what = `${division.tournamentName} — ${label} (${w.day(division.endDate)})`;
  const page = w.link(
    `/tournament/${encodeURIComponent(division.tournamentId)}/results/${encodeURIComponent(division.id)}`,
  );
  const [subject, line] =
    w.locale === 'ms'
      ? [
          `Keputusan diterbitkan: ${what}`,
          `Keputusan ${what} telah diterbitkan. Anda di tempat ke-${placement}.`,
        ]
      : [
          `Results published: ${what}`,
          `The results of ${what} are published. You placed ${ordinal(placement)}.`,
        ];
  const text = [w.locale === 'ms' ? `Hai ${to.fullName},` : `Hi ${to.fullName},`, '', line, page];
  return {
    mail: composeMail(to.email, w, { subject, text }),
    inbox: { playerId: to.id, subject, body: text.join('\n') },
  };
}
