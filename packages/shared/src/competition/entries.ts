import { z } from 'zod';

import { AGE_GROUPS, DISCIPLINES } from './categories';
import { ENTRIES_MESSAGES } from './entries-messages';

// Tournament entries (issue 33): entering a division, pairs, the pair waitlist, fees.

export const ENTRY_STATUSES = [
  'awaiting_partner',
  'awaiting_payment',
  'confirmed',
  'waitlisted',
  'offered',
  'withdrawn',
  'lapsed',
  'declined',
  'expired',
] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/**
 * A live entry (docs/glossary.md): one still in the division, waiting for a partner or a place,
 * holding one or having one. The only definition: the server's queries, the entries table's
 * one-live-entry indexes (db/schema/competition.ts) and the portal all use it.
 */
export const LIVE_ENTRY_STATUSES = [
  'awaiting_partner',
  'awaiting_payment',
  'confirmed',
  'waitlisted',
  'offered',
] as const satisfies readonly EntryStatus[];
export type LiveEntryStatus = (typeof LIVE_ENTRY_STATUSES)[number];

export function isLiveEntryStatus(status: string): status is LiveEntryStatus {
  return (LIVE_ENTRY_STATUSES as readonly string[]).includes(status);
}

export const ENTRY_PAY_MODES = ['one', 'halves'] as const;
export type EntryPayMode = (typeof ENTRY_PAY_MODES)[number];

/** A member ID as printed on the card (MPA000123). */
const memberIdSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, ENTRIES_MESSAGES.badMemberId)
  .max(20, ENTRIES_MESSAGES.badMemberId);

/** `POST /api/divisions/:id/entries`. */
export const enterDivisionInputSchema = z.object({
  partnerMemberId: memberIdSchema.optional(),
  club: z.string().trim().max(80, ENTRIES_MESSAGES.clubTooLong).optional(),
  payMode: z.enum(ENTRY_PAY_MODES, { error: ENTRIES_MESSAGES.badPayMode }).optional(),
});
export type EnterDivisionInput = z.infer<typeof enterDivisionInputSchema>;

export const entryIdParamsSchema = z.object({ id: z.uuid({ error: ENTRIES_MESSAGES.badId }) });
export const divisionIdParamsSchema = entryIdParamsSchema;

/** An entry as its players see it. */
export const entrySchema = z.object({
  id: z.string(),
  divisionId: z.string(),
  status: z.enum(ENTRY_STATUSES),
  payMode: z.enum(ENTRY_PAY_MODES),
  partnerDeadline: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
  offerExpiresAt: z.string().nullable(),
  /** 1 = next in line (waitlisted only). */
  waitlistPosition: z.number().int().nullable(),
  feeSen: z.number().int(),
  paidSen: z.number().int(),
  partnerPaidSen: z.number().int(),
  club: z.string().nullable(),
  createdAt: z.string(),
});
export type Entry = z.infer<typeof entrySchema>;

const personSchema = z.object({ memberId: z.string(), fullName: z.string() });

/** `GET /api/players/me/entries`: one of my entries, as entrant or partner. */
export const myEntrySchema = entrySchema.extend({
  role: z.enum(['entrant', 'partner']),
  tournament: z.object({
    id: z.string(),
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
  }),
  discipline: z.enum(DISCIPLINES),
  ageGroup: z.enum(AGE_GROUPS),
  partner: personSchema.nullable(),
  /** What I still owe (sen), and my open order if a checkout is under way. */
  owedSen: z.number().int(),
  orderId: z.string().nullable(),
  placement: z.number().int().nullable(),
  /** The division's results are published: it has been played (never "upcoming" then). */
  resultsPublished: z.boolean().optional(),
});
export type MyEntry = z.infer<typeof myEntrySchema>;

export const myEntriesSchema = z.object({
  items: z.array(myEntrySchema),
  /** Past results (published placements) of mine. */
  results: z.array(
    z.object({
      divisionId: z.string(),
      tournamentName: z.string(),
      discipline: z.enum(DISCIPLINES),
      ageGroup: z.enum(AGE_GROUPS),
      placement: z.number().int(),
      playedOn: z.string(),
    }),
  ),
});
export type MyEntries = z.infer<typeof myEntriesSchema>;

/** `GET /api/players/me/entries/requests`: I was named as partner. */
export const partnerRequestSchema = z.object({
  id: z.string(),
  divisionId: z.string(),
  tournamentName: z.string(),
  discipline: z.enum(DISCIPLINES),
  ageGroup: z.enum(AGE_GROUPS),
  entrant: personSchema,
  partnerDeadline: z.string(),
});
export type PartnerRequest = z.infer<typeof partnerRequestSchema>;

/** `GET /api/divisions/:id/entries`: the public list of confirmed entries. */
export const publicEntrySchema = z.object({
  /** A private player (docs/security.md, "Public names") has no name or state. */
  players: z.array(
    z.object({
      fullName: z.string().nullable(),
      hidden: z.boolean(),
      state: z.string().nullable(),
    }),
  ),
  /** Null too when a player of the entry is private. */
  club: z.string().nullable(),
});
export type PublicEntry = z.infer<typeof publicEntrySchema>;

export const partnerSearchQuerySchema = z.object({
  q: z.string().trim().max(80).optional(),
});

/** `GET /api/divisions/:id/partners`: members who may be picked as partner. */
export const partnerCandidateSchema = z.object({
  memberId: z.string(),
  fullName: z.string(),
  state: z.string(),
});
export type PartnerCandidate = z.infer<typeof partnerCandidateSchema>;

/** `POST /api/entries/:id/pay`. */
export const entryCheckoutSchema = z.object({
  orderId: z.string(),
  checkoutUrl: z.string(),
  amountSen: z.number().int(),
  holdExpiresAt: z.string(),
});
export type EntryCheckout = z.infer<typeof entryCheckoutSchema>;

/** `POST /api/entries/:id/withdraw`. */
export const entryWithdrawResultSchema = z.object({
  entry: entrySchema,
  refundedSen: z.number().int(),
  paidSen: z.number().int(),
});

/**
 * Why an entry was flagged after a staff-approved change of a player's facts (issue 39): a
 * player's age group, gender rule or skill band, or a mixed pair that is no longer one man and
 * one woman.
 */
export const ENTRY_FLAG_REASONS = ['age', 'gender', 'skill', 'pair'] as const;
export type EntryFlagReason = (typeof ENTRY_FLAG_REASONS)[number];

/** A live entry that no longer meets its division's rules, waiting for a tournament officer. */
export const entryFlagSchema = z.object({
  reasons: z.array(z.enum(ENTRY_FLAG_REASONS)),
  flaggedAt: z.string(),
});
export type EntryFlag = z.infer<typeof entryFlagSchema>;

/** Staff: every entry of a division. */
export const adminEntrySchema = entrySchema.extend({
  entrant: personSchema.extend({ state: z.string() }),
  partner: personSchema.extend({ state: z.string() }).nullable(),
  overrideReason: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  seed: z.number().int().nullable(),
  /** Flagged after a player's facts changed; cleared when staff let it stand. */
  eligibilityFlag: entryFlagSchema.nullable(),
});
export type AdminEntry = z.infer<typeof adminEntrySchema>;

/** `GET /api/admin/entries/flagged`: flagged live entries across tournaments, oldest first. */
export const flaggedEntrySchema = adminEntrySchema.extend({
  tournament: z.object({ id: z.string(), name: z.string(), startDate: z.string() }),
  divisionLabel: z.object({ en: z.string(), ms: z.string() }),
});
export type FlaggedEntry = z.infer<typeof flaggedEntrySchema>;

export const entryOverrideInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, ENTRIES_MESSAGES.reasonRequired)
    .max(500, ENTRIES_MESSAGES.reasonTooLong),
});
