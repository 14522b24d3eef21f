import { malaysiaTodayIso } from '@app/shared/calendar';
import { entrantFactsOn, entryRefusals } from '@app/shared/competition/eligibility';
import type {
  MyEntries,
  PartnerCandidate,
  PartnerRequest,
  PublicEntry,
} from '@app/shared/competition/entries';
import { DEFAULT_SITE_SETTINGS, siteSettingsSchema } from '@app/shared/staff';

import { notFound } from '../../lib/errors';
import { publicIdentity } from '../competition/index';

import { toEntry } from './entries.presenter';
import type { EntriesDeps } from './entry-changes';
import { doubles, shares } from './entry-rules';

const OPEN_OWING = new Set(['awaiting_payment']);

/** What players and the public read about entries. */
export function createEntriesReadService(deps: Pick<EntriesDeps, 'data' | 'now'>) {
  const { data, now } = deps;
  const repo = () => data.repos.entries;

  async function graceDays() {
    const stored = Object.fromEntries(
      (await data.repos.settings.all()).map((r) => [r.key, r.value]),
    );
    const saved = siteSettingsSchema.partial().safeParse(stored);
    return (
      (saved.success ? saved.data.membershipGraceDays : undefined) ??
      DEFAULT_SITE_SETTINGS.membershipGraceDays
    );
  }

  return {
    /** My entries (as entrant or partner) and my past results. */
    async mine(playerId: string): Promise<MyEntries> {
      const rows = await repo().entriesOf(playerId);
      const results = await repo().resultsOf(playerId);
      const placementOf = new Map(results.map((r) => [r.divisionId, r.placement]));
      const items = await Promise.all(
        rows.map(async (r) => {
          const isEntrant = r.entry.playerId === playerId;
          const share = shares(r.division.feeSen, r.entry.payMode)[
            isEntrant ? 'entrant' : 'partner'
          ];
          const paid = isEntrant ? r.entry.paidSen : r.entry.partnerPaidSen;
          const position =
            r.entry.status === 'waitlisted' ? await repo().waitlistPosition(r.entry) : null;
          const other = isEntrant
            ? r.partnerMemberId && r.partnerName
              ? { memberId: r.partnerMemberId, fullName: r.partnerName }
              : null
            : { memberId: r.entrantMemberId, fullName: r.entrantName };
          return {
            ...toEntry(r.entry, r.division.feeSen, position),
            role: isEntrant ? ('entrant' as const) : ('partner' as const),
            tournament: {
              id: r.tournamentId,
              name: r.tournamentName,
              startDate: r.startDate,
              endDate: r.endDate,
            },
            discipline: r.division.discipline,
            ageGroup: r.division.ageGroup,
            partner: other,
            owedSen: OPEN_OWING.has(r.entry.status) ? Math.max(0, share - paid) : 0,
            orderId: (isEntrant ? r.entry.orderId : r.entry.partnerOrderId) ?? null,
            placement: placementOf.get(r.division.id) ?? null,
            resultsPublished: r.division.resultsPublishedAt !== null,
          };
        }),
      );
      return {
        items,
        results: results.map((r) => ({
          divisionId: r.divisionId,
          tournamentName: r.tournamentName,
          discipline: r.discipline,
          ageGroup: r.ageGroup,
          placement: r.placement,
          playedOn: r.playedOn,
        })),
      };
    },

    async requests(playerId: string): Promise<PartnerRequest[]> {
      const rows = await repo().requestsFor(playerId);
      return rows
        .filter((r) => r.entry.partnerDeadline && r.entry.partnerDeadline > now())
        .map((r) => ({
          id: r.entry.id,
          divisionId: r.division.id,
          tournamentName: r.tournamentName,
          discipline: r.division.discipline,
          ageGroup: r.division.ageGroup,
          entrant: { memberId: r.entrantMemberId, fullName: r.entrantName },
          partnerDeadline: r.entry.partnerDeadline!.toISOString(),
        }));
    },

    /**
     * Confirmed entries, each player by the public-name rule (competition/public-name.ts): a
     * private player without name or state, and the entry's club only when every player of it
     * is named (a club would point to the private one).
     */
    async publicList(divisionId: string): Promise<PublicEntry[]> {
      if (!(await repo().division(divisionId))) throw notFound('Division');
      const rows = await repo().confirmedOf(divisionId, now());
      return rows.map((r) => {
        const people = [
          publicIdentity({
            namePublic: r.entrantNamePublic,
            name: r.entrantName,
            memberId: r.entrantMemberId,
            state: r.entrantState,
          }),
        ];
        if (r.partnerName !== null && r.partnerMemberId !== null)
          people.push(
            publicIdentity({
              namePublic: r.partnerNamePublic,
              name: r.partnerName,
              memberId: r.partnerMemberId,
              state: r.partnerState,
            }),
          );
        return {
          players: people.map((p) => ({ fullName: p.name, hidden: p.isPrivate, state: p.state })),
          club: people.some((p) => p.isPrivate) ? null : r.entry.club,
        };
      });
    },

    /**
     * Eligible members who let themselves be picked as partner (at most 20), without anyone the
     * player blocked or who blocked them.
     */
    async partners(playerId: string, divisionId: string, q?: string): Promise<PartnerCandidate[]> {
      const d = await repo().division(divisionId);
      if (!d || !doubles(d)) throw notFound('Division');
      const today = malaysiaTodayIso(now());
      const grace = await graceDays();
      const rows = await repo().partnerCandidates(divisionId, q, 100, playerId, now());
      const me = await repo().playerFacts(playerId);
      const mine = me ? entrantFactsOn(me, today, grace) : null;
      // Eligible partners who make a pair with me (mixed: one man, one woman); my own
      // eligibility is told when I enter, not by hiding everyone.
      const fits = (r: (typeof rows)[number]) =>
        entryRefusals(d.division, d.firstDay, mine, entrantFactsOn(r, today, grace)).every(
          (refusal) => refusal.who === 'you',
        );
      return rows
        .filter((r) => r.id !== playerId)
        .filter(fits)
        .slice(0, 20)
        .map((r) => ({ memberId: r.memberId, fullName: r.fullName, state: r.state }));
    },
  };
}

export type EntriesReadService = ReturnType<typeof createEntriesReadService>;
