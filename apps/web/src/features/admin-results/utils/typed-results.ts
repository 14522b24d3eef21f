import { z } from 'zod';

import { formatMessage } from '@/lib/format-message';
import type { useMessages } from '@/lib/i18n';
import {
  isValidScores,
  MAX_MATCH_ROWS,
  MAX_PLACEMENT,
  MAX_RESULT_ROWS,
  type ResultsInput,
} from '@app/shared/competition/results';

/** What the on-screen editor holds: every field as typed. */
export interface TypedResultsValues {
  rows: { placement: string; memberIds: string }[];
  matches: TypedMatch[];
}
export interface TypedMatch {
  round: string;
  sideA: string;
  sideB: string;
  scores: string;
  /** 'a' or 'b' once chosen. */
  winner: string;
}

type EditorTexts = ReturnType<typeof useMessages>['adminResults']['editor'];

/** Member IDs as typed: separated by `;`, `+`, commas or spaces, any case. */
export const splitIds = (text: string) =>
  text
    .split(/[;+,\s]+/)
    .map((id) => id.trim().toUpperCase())
    .filter(Boolean);

/** The member IDs typed on both sides of a match. */
const bothSides = (m: Pick<TypedMatch, 'sideA' | 'sideB'>) =>
  splitIds(m.sideA).filter((id) => splitIds(m.sideB).includes(id));

export const emptyRow = (placement: number) => ({ placement: String(placement), memberIds: '' });
export const emptyMatch = (): TypedMatch => ({
  round: '',
  sideA: '',
  sideB: '',
  scores: '',
  winner: '',
});

/**
 * The rows and matches as typed → the request's `{ rows, matches? }` (the JSON the results
 * route takes; `matches` only when there are some). `sideSize` is one in singles, two in
 * doubles: each side of a match needs exactly that many member IDs, as the server checks.
 */
export function typedResultsSchema(t: EditorTexts, sideSize: 1 | 2) {
  const side = z
    .string()
    .refine((v) => splitIds(v).length === sideSize, sideSize === 1 ? t.sideSingles : t.sideDoubles);
  return z
    .object({
      rows: z
        .array(
          z.object({
            placement: z
              .string()
              .trim()
              .regex(/^\d{1,4}$/, t.placementInvalid)
              .refine((v) => Number(v) >= 1 && Number(v) <= MAX_PLACEMENT, t.placementInvalid),
            memberIds: z
              .string()
              .refine(
                (v) => splitIds(v).length >= 1 && splitIds(v).length <= 2,
                t.memberIdsInvalid,
              ),
          }),
        )
        .min(1, t.noRows)
        .max(MAX_RESULT_ROWS),
      matches: z
        .array(
          z
            .object({
              round: z.string().trim().min(1, t.roundInvalid).max(40, t.roundInvalid),
              sideA: side,
              sideB: side,
              scores: z.string().refine(isValidScores, t.scoresInvalid),
              winner: z.string().refine((v) => v === 'a' || v === 'b', t.winnerInvalid),
            })
            .refine((m) => bothSides(m).length === 0, {
              // Names the member (as the server does), not "a member".
              error: (issue) =>
                formatMessage(t.bothSides, {
                  memberId: bothSides(issue.input as TypedMatch).join(', '),
                }),
              path: ['sideB'],
              // Said with the other problems of the match, not only once they are fixed.
              when: ({ value }) => {
                const m = value as { sideA?: unknown; sideB?: unknown };
                return typeof m.sideA === 'string' && typeof m.sideB === 'string';
              },
            }),
        )
        .max(MAX_MATCH_ROWS),
    })
    .transform((v): ResultsInput => ({
      rows: v.rows.map((r) => ({
        placement: Number(r.placement),
        memberIds: splitIds(r.memberIds),
      })),
      ...(v.matches.length > 0
        ? {
            matches: v.matches.map((m) => ({
              round: m.round,
              sideA: splitIds(m.sideA),
              sideB: splitIds(m.sideB),
              scores: m.scores.trim(),
              winner: m.winner,
            })),
          }
        : {}),
    }));
}
