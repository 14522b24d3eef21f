import { isDoubles, type Discipline } from '@app/shared/competition/categories';
import { RANKINGS_MESSAGES as M } from '@app/shared/competition/rankings-messages';
import {
  isValidScores,
  MAX_MATCH_ROWS,
  MAX_RESULT_ROWS,
  placementErrors,
  splitMemberIds,
  type ResultRowError,
  type ResultsInput,
} from '@app/shared/competition/results';

import type { CsvMatchRow, CsvResultRow } from './results-csv';

/** A results row, from the file or typed on screen, numbered as the person sees it. */
export interface ImportRow {
  row: number;
  /** The file's division column (on screen the division is the page's). */
  division?: string;
  placement: number;
  memberIds: string[];
}
export interface ImportMatch {
  row: number;
  round: string;
  sideA: string[];
  sideB: string[];
  scores: string;
  winner: string;
}

export function fromCsv(rows: CsvResultRow[], matches: CsvMatchRow[]) {
  return {
    rows: rows.map<ImportRow>((r) => ({
      row: r.row,
      division: r.division,
      placement: /^\d{1,6}$/.test(r.placement) ? Number(r.placement) : Number.NaN,
      memberIds: splitMemberIds(r.memberIds),
    })),
    matches: matches.map<ImportMatch>((m) => ({
      ...m,
      sideA: splitMemberIds(m.sideA),
      sideB: splitMemberIds(m.sideB),
    })),
  };
}

const normalise = (ids: string[]) => ids.map((id) => id.trim().toUpperCase()).filter(Boolean);

export function fromJson(input: ResultsInput) {
  return {
    rows: input.rows.map<ImportRow>((r, i) => ({
      row: i + 1,
      placement: r.placement,
      memberIds: normalise(r.memberIds),
    })),
    matches: (input.matches ?? []).map<ImportMatch>((m, i) => ({
      row: i + 1,
      round: m.round.trim(),
      sideA: normalise(m.sideA),
      sideB: normalise(m.sideB),
      scores: m.scores.trim(),
      winner: m.winner.trim(),
    })),
  };
}

export interface ImportContext {
  division: { id: string; discipline: string; ageGroup: string };
  /** Players named in the import, by member ID (upper case). */
  players: ReadonlyMap<string, { id: string; fullName: string }>;
  entries: readonly { id: string; playerId: string; partnerId: string | null }[];
}

export interface CheckedResult {
  row: number;
  placement: number;
  entryId: string;
  members: { playerId: string; memberId: string; name: string }[];
}
export interface CheckedMatch {
  round: string;
  sideA: string[];
  sideB: string[];
  scores: string;
  winner: 'a' | 'b';
}

/**
 * Every row checked against the division (ADR 026, docs/operations.md "Results"): members exist
 * and hold a confirmed entry of this division, a doubles row is one entry's pair, nobody twice,
 * placements consistent; match sides likewise. All errors are listed; nothing is half-accepted.
 */
export function checkImport(
  input: { rows: ImportRow[]; matches: ImportMatch[] },
  ctx: ImportContext,
): { errors: ResultRowError[]; results: CheckedResult[]; matches: CheckedMatch[] } {
  const errors: ResultRowError[] = [];
  const fail = (row: number, section: ResultRowError['section'], message: string) =>
    errors.push({ row, section, message });
  const size = isDoubles(ctx.division.discipline as Discipline) ? 2 : 1;
  const code = `${ctx.division.discipline}:${ctx.division.ageGroup}`.toLowerCase();
  const entryOf = new Map<string, (typeof ctx.entries)[number]>();
  for (const e of ctx.entries) {
    entryOf.set(e.playerId, e);
    if (e.partnerId) entryOf.set(e.partnerId, e);
  }

  if (input.rows.length === 0) fail(1, 'file', M.noRows);
  if (input.rows.length > MAX_RESULT_ROWS) fail(1, 'file', M.tooManyRows);
  if (input.matches.length > MAX_MATCH_ROWS) fail(1, 'file', M.tooManyMatches);

  const seen = new Set<string>();
  const results: CheckedResult[] = [];
  for (const r of input.rows) {
    const division = r.division?.trim().toLowerCase();
    if (division !== undefined && division !== ctx.division.id.toLowerCase() && division !== code)
      fail(r.row, 'results', M.wrongDivision);
    if (r.memberIds.length !== size) {
      fail(r.row, 'results', size === 1 ? M.singlesOneMember : M.doublesTwoMembers);
      continue;
    }
    const members = r.memberIds.map((memberId) => ({
      memberId,
      player: ctx.players.get(memberId),
    }));
    // Each refusal names the member ID it is about (a doubles row has two).
    const unknown = members.filter((m) => !m.player);
    if (unknown.length > 0) {
      unknown.forEach((m) => fail(r.row, 'results', M.unknownMember(m.memberId)));
      continue;
    }
    const twice = members.filter(
      (m, i) =>
        seen.has(m.player!.id) || members.findIndex((o) => o.player!.id === m.player!.id) < i,
    );
    if (twice.length > 0) {
      twice.forEach((m) => fail(r.row, 'results', M.memberTwice(m.memberId)));
      continue;
    }
    const ids = members.map((m) => m.player!.id);
    ids.forEach((id) => seen.add(id));
    const entries = ids.map((id) => entryOf.get(id));
    const notEntered = members.filter((_, i) => !entries[i]);
    if (notEntered.length > 0) {
      notEntered.forEach((m) => fail(r.row, 'results', M.notEntered(m.memberId)));
      continue;
    }
    if (new Set(entries.map((e) => e!.id)).size > 1) {
      fail(r.row, 'results', M.notOnePair(members[0]!.memberId, members[1]!.memberId));
      continue;
    }
    results.push({
      row: r.row,
      placement: r.placement,
      entryId: entries[0]!.id,
      members: members.map((m) => ({
        playerId: m.player!.id,
        memberId: m.memberId,
        name: m.player!.fullName,
      })),
    });
  }
  for (const e of placementErrors(input.rows)) fail(e.row, 'results', e.message);

  const matches: CheckedMatch[] = [];
  for (const m of input.matches) {
    const before = errors.length;
    if (m.round === '' || m.round.length > 40) fail(m.row, 'matches', M.roundRequired);
    if (m.sideA.length !== size || m.sideB.length !== size)
      fail(m.row, 'matches', size === 1 ? M.sideSingles : M.sideDoubles);
    const named = [...new Set([...m.sideA, ...m.sideB])];
    const unknown = named.filter((id) => !ctx.players.get(id));
    if (unknown.length > 0) unknown.forEach((id) => fail(m.row, 'matches', M.unknownMember(id)));
    else
      named
        .filter((id) => !entryOf.has(ctx.players.get(id)!.id))
        .forEach((id) => fail(m.row, 'matches', M.notEntered(id)));
    m.sideA
      .filter((id) => m.sideB.includes(id))
      .forEach((id) => fail(m.row, 'matches', M.bothSides(id)));
    if (!isValidScores(m.scores)) fail(m.row, 'matches', M.badScores);
    const winner = m.winner.toLowerCase();
    if (winner !== 'a' && winner !== 'b') fail(m.row, 'matches', M.badWinner);
    if (errors.length > before) continue;
    const side = (ids: string[]) => ids.map((id) => ctx.players.get(id)!.id);
    matches.push({
      round: m.round,
      sideA: side(m.sideA),
      sideB: side(m.sideB),
      scores: m.scores,
      winner: winner as 'a' | 'b',
    });
  }
  const order = { file: 0, results: 1, matches: 2 };
  errors.sort((a, b) => order[a.section] - order[b.section] || a.row - b.row);
  return { errors, results, matches };
}

/** Every member ID an import names (to look them up at once). */
export function memberIdsOf(input: { rows: ImportRow[]; matches: ImportMatch[] }): string[] {
  const ids = new Set<string>();
  for (const r of input.rows) r.memberIds.forEach((id) => ids.add(id));
  for (const m of input.matches) [...m.sideA, ...m.sideB].forEach((id) => ids.add(id));
  return [...ids];
}
