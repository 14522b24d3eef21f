import { z } from 'zod';

import { RANKINGS_MESSAGES as M } from './rankings-messages';

// A division's results (issue 33): the import's rows (from CSV or typed on screen), the rules a
// set of placements must keep, and what the import answers.

export const MAX_RESULT_ROWS = 2000;
export const MAX_MATCH_ROWS = 4000;
export const MAX_RESULTS_FILE_BYTES = 2 * 1024 * 1024;
/** A division of up to 2,048 entries (the largest cap), every placement distinct. */
export const MAX_PLACEMENT = 2048;

/** The CSV's header lines (docs/operations.md "Results"). */
export const RESULTS_CSV_HEADER = ['division', 'placement', 'member_ids'] as const;
export const MATCHES_CSV_HEADER = ['round', 'side_a', 'side_b', 'scores', 'winner'] as const;

const memberIds = z.array(z.string().max(40)).max(4);

export const resultRowInputSchema = z.object({
  placement: z.number(),
  memberIds,
});
export type ResultRowInput = z.infer<typeof resultRowInputSchema>;

export const matchRowInputSchema = z.object({
  round: z.string().max(200),
  sideA: memberIds,
  sideB: memberIds,
  scores: z.string().max(200),
  winner: z.string().max(10),
});
export type MatchRowInput = z.infer<typeof matchRowInputSchema>;

/** Results typed on screen (POST /api/admin/divisions/:id/results). */
export const resultsInputSchema = z.object({
  rows: z.array(resultRowInputSchema).max(MAX_RESULT_ROWS, { message: M.tooManyRows }),
  matches: z
    .array(matchRowInputSchema)
    .max(MAX_MATCH_ROWS, { message: M.tooManyMatches })
    .optional(),
});
export type ResultsInput = z.infer<typeof resultsInputSchema>;

/** One refused row: its line in the file (or its number in the list typed on screen). */
export interface ResultRowError {
  row: number;
  section: 'results' | 'matches' | 'file';
  message: string;
}

export const resultsCheckSchema = z.object({
  divisionId: z.string(),
  rows: z.number().int(),
  matches: z.number().int(),
  preview: z.array(
    z.object({
      placement: z.number().int(),
      points: z.number().int(),
      members: z.array(z.object({ memberId: z.string(), name: z.string() })),
    }),
  ),
});
export type ResultsCheck = z.infer<typeof resultsCheckSchema>;

export const resultsPublishedSchema = resultsCheckSchema.extend({
  resultsPublishedAt: z.string(),
  before: z.object({ rows: z.number().int(), matches: z.number().int() }),
});
export type ResultsPublished = z.infer<typeof resultsPublishedSchema>;

/** Placements a bracket shares: the losers of one round (3: semi-finals, 5: quarter-finals…). */
export function isSharedPlacement(placement: number): boolean {
  if (placement < 3) return false;
  const n = placement - 1;
  return (n & (n - 1)) === 0;
}

/**
 * The placements' rules (ADR 026): 1 ≤ p ≤ 2048, one winner, one runner-up; a placement is
 * shared only by a bracket round's losers (3 by two, 5 by four, 9 by eight…, p by p − 1), and
 * no more than p − 1 entries are placed ahead of p. Results need not be complete (a file may
 * list only the last eight).
 */
export function placementErrors(
  rows: readonly { row: number; placement: number }[],
): { row: number; message: string }[] {
  const errors: { row: number; message: string }[] = [];
  const valid = rows.filter((r) => {
    const ok = Number.isInteger(r.placement) && r.placement >= 1 && r.placement <= MAX_PLACEMENT;
    if (!ok) errors.push({ row: r.row, message: M.badPlacement });
    return ok;
  });
  const byPlacement = new Map<number, number[]>();
  for (const r of valid)
    byPlacement.set(r.placement, [...(byPlacement.get(r.placement) ?? []), r.row]);
  let ahead = 0;
  for (const placement of [...byPlacement.keys()].sort((a, b) => a - b)) {
    const at = byPlacement.get(placement) ?? [];
    const allowed = isSharedPlacement(placement) ? placement - 1 : 1;
    const tieMessage =
      placement === 1
        ? M.oneWinner
        : placement === 2
          ? M.oneRunnerUp
          : isSharedPlacement(placement)
            ? M.tieTooLarge
            : M.tieNotAllowed;
    at.slice(allowed).forEach((row) => errors.push({ row, message: tieMessage }));
    if (ahead > placement - 1) at.forEach((row) => errors.push({ row, message: M.tooManyAhead }));
    ahead += at.length;
  }
  return errors;
}

/** Member IDs of a cell: one, or two separated by `;` or `+` (spaces ignored, any case). */
export function splitMemberIds(cell: string): string[] {
  return cell
    .split(/[;+]/)
    .map((id) => id.trim().toUpperCase())
    .filter((id) => id !== '');
}

const GAME = String.raw`\d{1,2}\s*-\s*\d{1,2}`;
const SCORES = new RegExp(
  String.raw`^(?:w/?o|${GAME}(?:(?:\s*[,;]\s*|\s+)${GAME})*(?:\s*ret\.?)?)$`,
  'i',
);

export function isValidScores(scores: string): boolean {
  return SCORES.test(scores.trim());
}
