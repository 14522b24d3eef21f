import { z } from 'zod';

import { AGE_GROUPS, DISCIPLINES } from './categories';

// A tournament's published results, as its public results pages show them (issue 33).

const personSchema = z.object({
  /** Null for a player who hides their name from public lists. */
  name: z.string().nullable(),
  memberId: z.string().nullable(),
  state: z.string().nullable(),
  hidden: z.boolean(),
});
export type ResultPerson = z.infer<typeof personSchema>;

export const publicDivisionResultsSchema = z.object({
  id: z.string(),
  discipline: z.enum(DISCIPLINES),
  ageGroup: z.enum(AGE_GROUPS),
  publishedAt: z.string(),
  /** Best first; a pair's two players share one placement. */
  placements: z.array(z.object({ placement: z.number().int(), players: z.array(personSchema) })),
  matches: z.array(
    z.object({
      round: z.string(),
      sideA: z.array(personSchema),
      sideB: z.array(personSchema),
      scores: z.string(),
      winner: z.enum(['a', 'b']),
    }),
  ),
});
export type PublicDivisionResults = z.infer<typeof publicDivisionResultsSchema>;

/** `GET /api/tournaments/:id/results`: the divisions whose results are published. */
export const publicResultsSchema = z.object({
  tournament: z.object({
    id: z.string(),
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    tier: z.object({ code: z.string(), name: z.string(), nameMs: z.string() }).nullable(),
  }),
  divisions: z.array(publicDivisionResultsSchema),
});
export type PublicResults = z.infer<typeof publicResultsSchema>;
