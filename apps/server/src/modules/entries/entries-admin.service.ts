import { divisionLabel, rankingCategory } from '@app/shared/competition/categories';
import type { AdminEntry, EntryFlagReason, FlaggedEntry } from '@app/shared/competition/entries';
import { ENTRIES_MESSAGES as M } from '@app/shared/competition/entries-messages';

import { csvLine } from '../../lib/csv';
import { conflict, notFound } from '../../lib/errors';

import { toEntry } from './entries.presenter';
import type { EntriesDeps, EntryChanges } from './entry-changes';

type Row = Awaited<ReturnType<EntriesDeps['data']['repos']['entries']['allOf']>>[number];

const CSV_HEADER = [
  'division',
  'seed',
  'member_id',
  'name',
  'state',
  'partner_member_id',
  'partner_name',
  'partner_state',
  'club',
  'points',
];

/** Staff (tournament officers): entries by division, overrides, check-in, the bracket export. */
export function createEntriesAdminService(deps: EntriesDeps & { changes: EntryChanges }) {
  const { data, now, changes } = deps;
  const repo = () => data.repos.entries;

  function toAdmin(r: Row, position: number | null): AdminEntry {
    return {
      ...toEntry(r.entry, r.division.feeSen, position),
      entrant: { memberId: r.entrantMemberId, fullName: r.entrantName, state: r.entrantState },
      partner: r.partnerMemberId
        ? {
            memberId: r.partnerMemberId,
            fullName: r.partnerName ?? '',
            state: r.partnerState ?? '',
          }
        : null,
      overrideReason: r.entry.overrideReason,
      checkedInAt: r.entry.checkedInAt?.toISOString() ?? null,
      seed: r.entry.seed,
      eligibilityFlag: r.entry.eligibilityFlaggedAt
        ? {
            reasons: (r.entry.eligibilityFlagReasons ?? []) as EntryFlagReason[],
            flaggedAt: r.entry.eligibilityFlaggedAt.toISOString(),
          }
        : null,
    };
  }

  async function entryOf(entryId: string) {
    const row = await repo().find(entryId);
    if (!row) throw notFound('Entry');
    return row;
  }

  async function adminRow(entryId: string) {
    const row = await entryOf(entryId);
    const r = (await repo().allOf(row.divisionId)).find((x) => x.entry.id === entryId)!;
    return toAdmin(r, await repo().waitlistPosition(r.entry));
  }

  /** Confirmed entries of the tournament by division, in seed order, with their points. */
  async function seeded(tournamentId: string) {
    const rows = await repo().confirmedOfTournament(tournamentId);
    const categories = [
      ...new Set(rows.map((r) => rankingCategory(r.division.discipline, r.division.ageGroup))),
    ];
    const ids = [
      ...new Set(rows.flatMap((r) => [r.entry.playerId, r.entry.partnerId ?? r.entry.playerId])),
    ];
    const points = new Map(
      (await repo().pointsOf(ids, categories)).map((p) => [
        `${p.category}|${p.playerId}`,
        p.points,
      ]),
    );
    const byDivision = new Map<string, { r: Row; pts: number | null }[]>();
    for (const r of rows) {
      const cat = rankingCategory(r.division.discipline, r.division.ageGroup);
      const a = points.get(`${cat}|${r.entry.playerId}`);
      const b = r.entry.partnerId ? points.get(`${cat}|${r.entry.partnerId}`) : undefined;
      const pts = a === undefined && b === undefined ? null : (a ?? 0) + (b ?? 0);
      const list = byDivision.get(r.division.id) ?? [];
      list.push({ r: r as Row, pts });
      byDivision.set(r.division.id, list);
    }
    for (const list of byDivision.values())
      list.sort((x, y) =>
        x.pts !== null && y.pts !== null
          ? y.pts - x.pts
          : x.pts !== null
            ? -1
            : y.pts !== null
              ? 1
              : x.r.entry.createdAt.getTime() - y.r.entry.createdAt.getTime(),
      );
    return byDivision;
  }

  return {
    async list(divisionId: string) {
      if (!(await repo().division(divisionId))) throw notFound('Division');
      const rows = await repo().allOf(divisionId);
      return Promise.all(rows.map(async (r) => toAdmin(r, await repo().waitlistPosition(r.entry))));
    },

    /**
     * Lets an entry stand although a player is not eligible; later checks skip it. A flag from a
     * player's changed facts is answered by it (cleared; the audit entry keeps it).
     */
    async override(adminId: string, entryId: string, reason: string) {
      const row = await entryOf(entryId);
      await changes.change(row.divisionId, (c) =>
        c.repos.entries.update(entryId, {
          overrideReason: reason,
          overrideBy: adminId,
          eligibilityFlaggedAt: null,
          eligibilityFlagReasons: null,
        }),
      );
      return adminRow(entryId);
    },

    /** Every flagged live entry, across tournaments (the officer's list of what to look at). */
    async flagged(): Promise<FlaggedEntry[]> {
      const rows = await repo().flaggedLive(200);
      return Promise.all(
        rows.map(async (r) => ({
          ...toAdmin(r as unknown as Row, await repo().waitlistPosition(r.entry)),
          tournament: { id: r.tournamentId, name: r.tournamentName, startDate: r.startDate },
          divisionLabel: {
            en: divisionLabel(r.division, 'en'),
            ms: divisionLabel(r.division, 'ms'),
          },
        })),
      );
    },

    async checkIn(entryId: string) {
      const row = await entryOf(entryId);
      await changes.change(row.divisionId, async (c) => {
        const locked = await c.repos.entries.find(entryId);
        if (locked?.status !== 'confirmed') throw conflict(M.checkInConfirmedOnly);
        if (!locked.checkedInAt) await c.repos.entries.update(entryId, { checkedInAt: now() });
      });
      return adminRow(entryId);
    },

    /**
     * The bracket export: confirmed entries per division, seeded by ranking points in the
     * division's category (a pair: both players' points), unranked last by entry time. The seeds
     * are saved on the entries (staff see them in the lists); a later export replaces them.
     */
    async csv(tournamentId: string): Promise<string[]> {
      const byDivision = await seeded(tournamentId);
      const seeds = [...byDivision.values()].flatMap((list) =>
        list.map(({ r }, i) => ({ id: r.entry.id, seed: i + 1 })),
      );
      await data.withTransaction((repos) => repos.entries.saveSeeds(tournamentId, seeds));
      const lines = [csvLine(CSV_HEADER)];
      for (const list of byDivision.values())
        for (const [i, { r, pts }] of list.entries())
          lines.push(
            csvLine([
              divisionLabel(r.division, 'en'),
              i + 1,
              r.entrantMemberId,
              r.entrantName,
              r.entrantState,
              r.partnerMemberId ?? '',
              r.partnerName ?? '',
              r.partnerState ?? '',
              r.entry.club ?? '',
              pts ?? '',
            ]),
          );
      return lines;
    },
  };
}

export type EntriesAdminService = ReturnType<typeof createEntriesAdminService>;
