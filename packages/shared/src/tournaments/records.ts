import { z } from 'zod';

import { parseIsoDate } from '../birth-date';
import { SEARCH_QUERY_MAX_LENGTH } from '../search-text';

import {
  DEFAULT_EVENT_TYPE,
  SCORING_FORMATS,
  tournamentColorSchema,
  tournamentTypeSchema,
} from './types';

// ── Wire records ──────────────────────────────────────────────────────────────────────────────

/** A real calendar date written 'YYYY-MM-DD'. */
export const isoDateSchema = z
  .string()
  .refine((value) => parseIsoDate(value) !== null, "Date must be a 'YYYY-MM-DD' calendar date");

export const tournamentCategorySchema = z.object({
  category: z.string(),
  malaysianEntryFee: z.number().nullable(),
  internationalEntryFee: z.number().nullable(),
});
export type TournamentCategory = z.infer<typeof tournamentCategorySchema>;

/**
 * The public tournament record (api-compat.md). `name`, `city` and `organizer` are always
 * strings (possibly empty); only approved tournaments are published. `scoringFormat` is usually
 * 'traditional' or 'rally' but other portal values pass through.
 */
export const tournamentSchema = z.object({
  _id: z.string(),
  applicationId: z.string(),
  name: z.string(),
  type: tournamentTypeSchema,
  color: tournamentColorSchema,
  classification: z.string().nullable(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  venue: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  organizer: z.string(),
  personInCharge: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  contactEmail: z.string().nullable(),
  description: z.string().nullable(),
  eventType: z.string().default(DEFAULT_EVENT_TYPE),
  expectedParticipants: z.number().nullable(),
  categories: z.array(tournamentCategorySchema),
  scoringFormat: z.union([z.enum(SCORING_FORMATS), z.string()]).nullable(),
  status: z.literal('approved'),
  submissionDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tournament = z.infer<typeof tournamentSchema>;
/** A tournament's own fields, without the ones our database assigns. */
export type TournamentFields = Omit<Tournament, '_id' | 'createdAt' | 'updatedAt'>;

/** `GET /api/tournaments?state=&type=&upcoming=true|false`. */
export const listTournamentsQuerySchema = z.object({
  state: z.string().trim().min(1).optional(),
  type: tournamentTypeSchema.optional(),
  upcoming: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type ListTournamentsQuery = z.output<typeof listTournamentsQuerySchema>;

/**
 * The admin list's filters, `?q=&type=`: name, city or organizer containing `q`, and the type.
 * The list is small and unpaged, so the browser applies them to `GET /api/tournaments`.
 */
export const tournamentListFilterSchema = listTournamentsQuerySchema.pick({ type: true }).extend({
  q: z.string().trim().max(SEARCH_QUERY_MAX_LENGTH).optional(),
});
export type TournamentListFilter = z.output<typeof tournamentListFilterSchema>;

/** The portal's My Tournaments tab in its URL: `?states=all` lists every state, not the player's. */
export const myTournamentsQuerySchema = z.object({
  states: z.enum(['all']).optional(),
});
