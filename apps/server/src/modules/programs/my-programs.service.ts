import { malaysiaTodayIso } from '@app/shared/calendar';
import type { MyProgram, PlayerStatistics } from '@app/shared/enrolment';
import { skillLevelFromDupr } from '@app/shared/players/skill-level';

import type { EnrolmentDeps } from './enrolment-change';
import { cancelUntil } from './enrolment-rules';
import { toProgram } from './programs.presenter';

/** A player's own view: the courses and clinics they are in or queued for, and their record. */
export function createMyProgramsService(deps: Pick<EnrolmentDeps, 'data' | 'now'>) {
  const { data, now } = deps;

  return {
    async statistics(playerId: string): Promise<PlayerStatistics> {
      const today = malaysiaTodayIso(now());
      const [rows, ratings] = await Promise.all([
        data.repos.enrolment.attendance(playerId, today),
        data.repos.enrolment.ratings(playerId),
      ]);
      const years = new Map<number, { year: number; courses: number; clinics: number }>();
      const totals = { courses: 0, clinics: 0, upcoming: 0 };
      for (const row of rows) {
        const n = Number(row.n);
        if (row.upcoming) {
          totals.upcoming += n;
          continue;
        }
        const year = Number(row.year);
        const entry = years.get(year) ?? { year, courses: 0, clinics: 0 };
        if (row.kind === 'course') entry.courses += n;
        else entry.clinics += n;
        years.set(year, entry);
        totals[row.kind === 'course' ? 'courses' : 'clinics'] += n;
      }
      const skill: PlayerStatistics['skill'] = [];
      for (const r of ratings) {
        const level = skillLevelFromDupr(Number(r.rating));
        if (skill.at(-1)?.level === level) continue;
        skill.push({
          level,
          rating: Number(r.rating),
          since: new Date(r.recorded_at).toISOString(),
        });
      }
      return { years: [...years.values()].sort((a, b) => b.year - a.year), totals, skill };
    },

    async mine(playerId: string): Promise<MyProgram[]> {
      const { places, queued } = await data.repos.enrolment.mine(playerId);
      const today = malaysiaTodayIso(now());
      // Each row carries its programme's counts (one query per list, not one per programme).
      const program = (r: (typeof places)[number] | (typeof queued)[number]) => ({
        ...toProgram(r.program, r.enrolled, r.waitlisted),
        kind: r.program.kind,
      });
      const at = now();
      // A place held for a payment whose time ran out is about to be released: not shown,
      // unless the bank is still answering (FPX): the place stays held until it does.
      const standing = places.filter(
        (r) =>
          r.enrolment.status !== 'awaiting_payment' ||
          (r.enrolment.playerId === playerId &&
            (r.paymentProcessing ||
              (r.enrolment.holdExpiresAt !== null && r.enrolment.holdExpiresAt > at))),
      );
      const fromPlaces: MyProgram[] = standing.map((r) => {
        const isPartner = r.enrolment.partnerPlayerId === playerId;
        const lastDay = cancelUntil(r.program);
        return {
          program: program(r),
          status:
            r.enrolment.status === 'confirmed'
              ? 'enrolled'
              : r.enrolment.status === 'awaiting_payment'
                ? 'awaiting_payment'
                : isPartner
                  ? 'partner_request'
                  : 'awaiting_partner',
          position: null,
          offerExpiresAt: null,
          partnerName: r.partnerName,
          partnerMemberId: r.partnerMemberId,
          partnerDeadline: r.enrolment.partnerDeadline?.toISOString() ?? null,
          cancelUntil: today <= lastDay ? lastDay : null,
          since: r.enrolment.createdAt.toISOString(),
          paidAt: r.enrolment.paidAt?.toISOString() ?? null,
          orderId: r.enrolment.orderId,
          holdExpiresAt: r.enrolment.holdExpiresAt?.toISOString() ?? null,
          ...(r.enrolment.status === 'awaiting_payment'
            ? { paymentProcessing: r.paymentProcessing }
            : {}),
        };
      });
      const fromQueue: MyProgram[] = queued.map((r) => ({
        program: program(r),
        status: r.entry.status === 'offered' ? 'offered' : 'waitlisted',
        position: r.entry.status === 'waiting' ? r.position : null,
        offerExpiresAt: r.entry.offerExpiresAt?.toISOString() ?? null,
        partnerName: null,
        partnerMemberId: null,
        partnerDeadline: null,
        cancelUntil: null,
        since: r.entry.createdAt.toISOString(),
      }));
      return [...fromPlaces, ...fromQueue].sort((a, b) =>
        a.program.date === b.program.date
          ? a.program.title.localeCompare(b.program.title)
          : a.program.date < b.program.date
            ? -1
            : 1,
      );
    },
  };
}
