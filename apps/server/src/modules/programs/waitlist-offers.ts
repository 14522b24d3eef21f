import { malaysiaTodayIso } from '@app/shared/calendar';

import type { NotifyInput } from '../notifications/index';

import type { EnrolmentDeps, EnrolmentRepos } from './enrolment-change';
import { mailProgram, type ProgramRow } from './enrolment-rules';
import { offerMail } from './enrolment.mail';

type EnrolmentPlace = Awaited<ReturnType<EnrolmentRepos['enrolment']['lapsedPairs']>>[number];

/**
 * The FIFO waitlist's offers: a freed place is offered to the first in line and held for the
 * claim window; lapsed offers and unconfirmed pairs free their places for the next.
 */
export function createWaitlistOffers(deps: Pick<EnrolmentDeps, 'data' | 'now' | 'site'>) {
  const { data, now } = deps;

  function offerNotice(playerId: string, program: ProgramRow): NotifyInput {
    return {
      playerId,
      type: 'waitlist_offer',
      subjectKey: program.id,
      data: { title: program.title, titleMs: program.titleMs, programKind: program.kind },
    };
  }

  /**
   * Offers freed places to those first in line (call with the programme locked). Returns the
   * mail to queue. Past or closed programmes offer nothing.
   */
  async function offerFreedPlaces(
    repos: Pick<EnrolmentRepos, 'enrolment' | 'mailOutbox'>,
    program: ProgramRow,
    claimWindowHours: number,
    notices: NotifyInput[],
  ) {
    if (program.status !== 'active' || program.date < malaysiaTodayIso(now())) return;
    let free = program.maxParticipants - (await repos.enrolment.takenPlaces(program.id));
    while (free > 0) {
      const next = await repos.enrolment.nextWaiting(program.id);
      if (!next) return;
      const at = now();
      const expiresAt = new Date(at.getTime() + claimWindowHours * 3_600_000);
      await repos.enrolment.setEntryStatus(next.id, 'offered', { at, expiresAt });
      const facts = await repos.enrolment.playerFacts(next.playerId);
      if (facts)
        await repos.mailOutbox.insert(offerMail(deps.site, facts, mailProgram(program), expiresAt));
      notices.push(offerNotice(next.playerId, program));
      free -= 1;
    }
  }

  /**
   * Ends lapsed offers and unconfirmed pairs of one programme, then offers what they freed.
   * `pairEnded` runs for each pair before its place goes (a place paid online is refunded).
   */
  async function settleLapses(
    programId: string,
    claimWindowHours: number,
    notices: NotifyInput[],
    pairEnded?: (repos: EnrolmentRepos, pair: EnrolmentPlace) => Promise<void>,
  ) {
    await data.withTransaction(async (repos) => {
      const program = await repos.programs.lockForEnrollment(programId);
      if (!program) return;
      const at = now();
      for (const entry of await repos.enrolment.expiredOffers(programId, at))
        await repos.enrolment.setEntryStatus(entry.id, 'expired');
      for (const pair of await repos.enrolment.lapsedPairs(programId, at)) {
        await pairEnded?.(repos, pair);
        await repos.enrolment.deleteEnrolment(pair.id);
      }
      await offerFreedPlaces(repos, program, claimWindowHours, notices);
    });
  }

  return { offerFreedPlaces, settleLapses };
}

export type WaitlistOffers = ReturnType<typeof createWaitlistOffers>;
