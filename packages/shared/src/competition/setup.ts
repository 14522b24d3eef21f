import { z } from 'zod';

import { isPayableFee, LIMIT_MESSAGES, MAX_FEE_SEN } from '../payments/limits';
import { REFUND_RULES, refundRuleSchema, type RefundRule } from '../payments/schemas';
import { SKILL_LEVELS } from '../players/skill-level';

import { AGE_GROUPS, DISCIPLINES } from './categories';
import { LIVE_ENTRY_STATUSES } from './entries';
import { SETUP_MESSAGES as M } from './setup-messages';

// Competition setup (issue 33): sanctioning tiers, a tournament's entry settings, its divisions,
// the public view of them, a player's eligibility and their competition privacy.

// ── Sanctioning tiers ─────────────────────────────────────────────────────────────────────────

export const tierSchema = z.object({
  code: z.string(),
  name: z.string(),
  nameMs: z.string(),
  sortOrder: z.number().int(),
  active: z.boolean(),
});
export type Tier = z.infer<typeof tierSchema>;

const tierName = z.string({ message: M.tierName }).trim().min(1, M.tierName).max(60, M.tierName);
const tierNameMs = z
  .string({ message: M.tierNameMs })
  .trim()
  .min(1, M.tierNameMs)
  .max(60, M.tierNameMs);
const sortOrder = z
  .number({ message: M.sortOrder })
  .int(M.sortOrder)
  .min(0, M.sortOrder)
  .max(999, M.sortOrder);

export const updateTierInputSchema = z.object({
  name: tierName.optional(),
  nameMs: tierNameMs.optional(),
  sortOrder: sortOrder.optional(),
  active: z.boolean({ message: M.active }).optional(),
});
export type UpdateTierInput = z.infer<typeof updateTierInputSchema>;

export const createTierInputSchema = z.object({
  code: z
    .string({ message: M.tierCode })
    .trim()
    .regex(/^[a-z][a-z0-9_-]{1,31}$/, M.tierCode),
  name: tierName,
  nameMs: tierNameMs,
  sortOrder: sortOrder.default(0),
  active: z.boolean({ message: M.active }).default(true),
});
export type CreateTierInput = z.infer<typeof createTierInputSchema>;

export const tierCodeParamsSchema = z.object({ code: z.string().max(40, M.tierNotFound) });

// ── Entry settings ────────────────────────────────────────────────────────────────────────────

export const entrySettingsSchema = z.object({
  tournamentId: z.string(),
  takesEntries: z.boolean(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  tierCode: z.string(),
  maxEntriesPerPlayer: z.number().int(),
  partnerWindowHours: z.number().int(),
  refundRule: refundRuleSchema,
  /** False until staff save the settings the first time (the defaults are shown). */
  saved: z.boolean(),
});
export type EntrySettings = z.infer<typeof entrySettingsSchema>;

const instant = z.iso.datetime({ offset: true, message: M.dateTime }).nullable();

/** The shared refund rule (payments/schemas.ts), as staff enter it. */
const refundRuleInputSchema = z.object(
  {
    rule: z.enum(REFUND_RULES, { message: M.refundRule }),
    until: z.iso.date(M.refundUntil).nullable().default(null),
    percent: z
      .number({ message: M.refundPercent })
      .int(M.refundPercent)
      .min(1, M.refundPercent)
      .max(100, M.refundPercent)
      .nullable()
      .default(null),
  },
  { message: M.refundRule },
) satisfies z.ZodType<RefundRule, unknown>;

export const entrySettingsInputSchema = z
  .object({
    takesEntries: z.boolean({ message: M.takesEntries }),
    opensAt: instant.default(null),
    closesAt: instant.default(null),
    tierCode: z.string({ message: M.tierRequired }).trim().min(1, M.tierRequired),
    maxEntriesPerPlayer: z
      .number({ message: M.maxEntries })
      .int(M.maxEntries)
      .min(1, M.maxEntries)
      .max(10, M.maxEntries),
    partnerWindowHours: z
      .number({ message: M.partnerWindow })
      .int(M.partnerWindow)
      .min(1, M.partnerWindow)
      .max(336, M.partnerWindow)
      .default(72),
    refundRule: refundRuleInputSchema.default({ rule: 'none', until: null, percent: null }),
  })
  .superRefine((v, ctx) => {
    if (v.takesEntries && !v.opensAt)
      ctx.addIssue({ code: 'custom', path: ['opensAt'], message: M.opensRequired });
    if (v.takesEntries && !v.closesAt)
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: M.closesRequired });
    if (v.opensAt && v.closesAt && Date.parse(v.closesAt) <= Date.parse(v.opensAt))
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: M.closesAfterOpens });
    if (v.refundRule.rule === 'until' && !v.refundRule.until)
      ctx.addIssue({ code: 'custom', path: ['refundRule', 'until'], message: M.refundUntil });
    if (v.refundRule.rule === 'percentage' && v.refundRule.percent === null)
      ctx.addIssue({ code: 'custom', path: ['refundRule', 'percent'], message: M.refundPercent });
  });
export type EntrySettingsInput = z.input<typeof entrySettingsInputSchema>;

// ── Divisions ─────────────────────────────────────────────────────────────────────────────────

const skill = z.enum(SKILL_LEVELS, { message: M.skillLevel }).nullable().default(null);
const dupr = z
  .number({ message: M.duprRange })
  .min(0, M.duprRange)
  .max(8, M.duprRange)
  .nullable()
  .default(null);

export const divisionInputSchema = z
  .object({
    discipline: z.enum(DISCIPLINES, { message: M.discipline }),
    ageGroup: z.enum(AGE_GROUPS, { message: M.ageGroup }),
    minSkill: skill,
    maxSkill: skill,
    minDupr: dupr,
    maxDupr: dupr,
    cap: z.number({ message: M.cap }).int(M.cap).min(1, M.cap).max(2048, M.cap),
    feeSen: z
      .number({ message: M.fee })
      .int(M.fee)
      .min(0, M.fee)
      .max(MAX_FEE_SEN, M.fee)
      // Free, or an amount online payment can take (ADR 028).
      .refine((fee) => fee < 0 || isPayableFee(fee), LIMIT_MESSAGES.fee),
  })
  .superRefine((v, ctx) => {
    const hasSkill = v.minSkill !== null || v.maxSkill !== null;
    const hasDupr = v.minDupr !== null || v.maxDupr !== null;
    if (hasSkill && hasDupr)
      ctx.addIssue({ code: 'custom', path: ['minDupr'], message: M.oneBandKind });
    if (
      v.minSkill &&
      v.maxSkill &&
      SKILL_LEVELS.indexOf(v.minSkill) > SKILL_LEVELS.indexOf(v.maxSkill)
    )
      ctx.addIssue({ code: 'custom', path: ['maxSkill'], message: M.skillOrder });
    if (v.minDupr !== null && v.maxDupr !== null && v.minDupr > v.maxDupr)
      ctx.addIssue({ code: 'custom', path: ['maxDupr'], message: M.duprOrder });
  });
export type DivisionInput = z.input<typeof divisionInputSchema>;

const bandFields = {
  minSkill: z.string().nullable(),
  maxSkill: z.string().nullable(),
  minDupr: z.number().nullable(),
  maxDupr: z.number().nullable(),
};

const labelSchema = z.object({ en: z.string(), ms: z.string() });

export const divisionSchema = z.object({
  id: z.string(),
  tournamentId: z.string(),
  discipline: z.enum(DISCIPLINES),
  ageGroup: z.enum(AGE_GROUPS),
  label: labelSchema,
  ...bandFields,
  cap: z.number().int(),
  feeSen: z.number().int(),
  /** Confirmed, awaiting payment and offered entries (each holds a place). */
  taken: z.number().int(),
  waitlisted: z.number().int(),
  resultsPublished: z.boolean(),
});
export type Division = z.infer<typeof divisionSchema>;

// ── Public view and eligibility ───────────────────────────────────────────────────────────────

export const competitionSchema = z.object({
  takesEntries: z.boolean(),
  /** The entry window is open now (server clock). */
  open: z.boolean(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  tier: z.object({ code: z.string(), name: z.string(), nameMs: z.string() }).nullable(),
  maxEntriesPerPlayer: z.number().int(),
  partnerWindowHours: z.number().int(),
  refundRule: refundRuleSchema,
  divisions: z.array(divisionSchema.omit({ tournamentId: true })),
});
export type Competition = z.infer<typeof competitionSchema>;

export const divisionEligibilitySchema = z.object({
  divisionId: z.string(),
  eligible: z.boolean(),
  reasons: z.array(z.enum(['membership', 'age', 'gender', 'skill'])),
  /** The player's live entry in the division (as entrant or partner), if any. */
  entryStatus: z.enum(LIVE_ENTRY_STATUSES).nullable(),
});
export const eligibilityListSchema = z.array(divisionEligibilitySchema);
export type DivisionEligibility = z.infer<typeof divisionEligibilitySchema>;

// ── Competition privacy ───────────────────────────────────────────────────────────────────────

export const competitionPrivacyInputSchema = z.object({
  publicProfile: z.boolean({ message: M.privacySwitch }),
  hideFromEntryLists: z.boolean({ message: M.privacySwitch }),
  partnerListed: z.boolean({ message: M.privacySwitch }),
});
export type CompetitionPrivacyInput = z.infer<typeof competitionPrivacyInputSchema>;

export const competitionPrivacySchema = competitionPrivacyInputSchema.extend({
  /**
   * Public rankings, results and entry lists show the player's name (docs/security.md,
   * "Public names"); otherwise they show "Private player".
   */
  nameShown: z.boolean(),
  /** The public profile is really shown: chosen, the name is public, and a result published. */
  profileShown: z.boolean(),
  /** A result of the player's is published (a public profile waits for one). */
  hasResults: z.boolean(),
  /** Under 18 today and no guardian consent recorded: name and profile stay private. */
  needsGuardianConsent: z.boolean(),
});
export type CompetitionPrivacy = z.infer<typeof competitionPrivacySchema>;
