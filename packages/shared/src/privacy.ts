import { z } from 'zod';

import { genderSchema } from './players/constants';
import { duprRatingSchema } from './players/fields';

// ── Download my data ──────────────────────────────────────────────────────────────────────────

export const DATA_EXPORT_STATUSES = [
  'queued',
  'running',
  'ready',
  'downloaded',
  'expired',
  'failed',
] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** Days a finished export waits for its one download. */
export const DATA_EXPORT_TTL_DAYS = 7;

/** The files every export zip holds (plus `images/…`, the player's own pictures). */
export const DATA_EXPORT_FILES = [
  'profile.json',
  'memberships.json',
  'messages.json',
  'posts.json',
  'enrolments.json',
  'consents.json',
  'sessions.json',
] as const;

export const dataExportSchema = z.object({
  _id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** 0–100 while queued or running. */
  progress: z.number().int().min(0).max(100),
  bytes: z.number().int().nullable(),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  downloadedAt: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportListSchema = z.array(dataExportSchema);

// ── Contact ───────────────────────────────────────────────────────────────────────────────────

/** `GET /api/privacy/contact`: whom to write to about personal data (null: the site default). */
export const privacyContactSchema = z.object({ dpoEmail: z.string().nullable() });
export type PrivacyContact = z.infer<typeof privacyContactSchema>;

// ── Consents ──────────────────────────────────────────────────────────────────────────────────

export const CONSENT_KINDS = ['policy', 'marketing'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/**
 * Where a consent was given, as the ledger records it: the registration form, the portal's
 * prompt to accept a new policy version, or the privacy settings. The wire field stays a plain
 * string (older rows, older clients); a page shows each value in its own language.
 */
export const CONSENT_SOURCES = ['registration', 'portal prompt', 'privacy settings'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export function isConsentSource(value: string): value is ConsentSource {
  return (CONSENT_SOURCES as readonly string[]).includes(value);
}

export const consentRecordSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  /** The Terms and Privacy Policy version, for `policy`. */
  version: z.string().nullable(),
  granted: z.boolean(),
  /** Where it was given: one of CONSENT_SOURCES. */
  source: z.string(),
  createdAt: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** `GET /api/players/me/consents`. */
export const consentsSchema = z.object({
  policyVersion: z.string(),
  acceptedVersion: z.string().nullable(),
  /** The current Terms and Privacy Policy are not accepted yet: the portal asks first. */
  needsAcceptance: z.boolean(),
  marketingOptIn: z.boolean(),
  history: z.array(consentRecordSchema),
});
export type Consents = z.infer<typeof consentsSchema>;

export const acceptPolicyInputSchema = z.object({
  version: z.string({ message: 'Version is required' }).min(1, 'Version is required').max(40),
});
export const marketingChoiceInputSchema = z.object({
  optIn: z.boolean({ message: 'Choose whether to receive association news' }),
});

// ── Correct my data ───────────────────────────────────────────────────────────────────────────

/**
 * Fields a player cannot edit themselves: a membership officer approves the change. The IC
 * number carries the date of birth; gender and DUPR rating decide which divisions they may enter.
 */
export const CORRECTION_FIELDS = ['fullName', 'icNumber', 'gender', 'duprRating'] as const;
export type CorrectionField = (typeof CORRECTION_FIELDS)[number];
export const CORRECTION_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const CORRECTION_MESSAGES = {
  alreadyOnFile: 'That is already what your profile says',
} as const;

export const CORRECTION_MESSAGES_MS: Record<string, string> = {
  [CORRECTION_MESSAGES.alreadyOnFile]: 'Itu sudah pun tercatat dalam profil anda',
};

/** Days the association has to answer a correction request (PDPA: 21 days). */
export const CORRECTION_RESPONSE_DAYS = 21;

const IC_DIGITS = /^\d{6}-?\d{2}-?\d{4}$/;

export const correctionRequestInputSchema = z
  .object({
    field: z.enum(CORRECTION_FIELDS, { message: 'Choose what to correct' }),
    value: z
      .string({ message: 'Enter the correct value' })
      .trim()
      .min(1, 'Enter the correct value')
      .max(150, 'Must be at most 150 characters'),
    reason: z
      .string({ message: 'Tell us why it needs correcting' })
      .trim()
      .min(5, 'Tell us why it needs correcting')
      .max(1000, 'Must be at most 1000 characters'),
  })
  .refine((v) => v.field !== 'icNumber' || IC_DIGITS.test(v.value.replace(/\s/g, '')), {
    message: 'Please enter a valid 12-digit IC number',
    path: ['value'],
  })
  .superRefine((v, ctx) => {
    const problem =
      v.field === 'gender'
        ? genderSchema.safeParse(v.value).error
        : v.field === 'duprRating'
          ? duprRatingSchema
              .pipe(z.number({ error: 'DUPR rating must be a number' }))
              .safeParse(v.value).error
          : undefined;
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: problem.issues[0]?.message ?? 'Enter the correct value',
        path: ['value'],
      });
  });
export type CorrectionRequestInput = z.infer<typeof correctionRequestInputSchema>;

export const correctionRequestSchema = z.object({
  _id: z.string(),
  field: z.enum(CORRECTION_FIELDS),
  /** The name asked for, or the new IC number masked ('******-**-1234'). */
  value: z.string(),
  reason: z.string(),
  status: z.enum(CORRECTION_STATUSES),
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  dueOn: z.string(),
  decidedAt: z.string().nullable(),
});
export type CorrectionRequest = z.infer<typeof correctionRequestSchema>;

/** A request as staff see it, with whose it is. */
export const staffCorrectionRequestSchema = correctionRequestSchema.extend({
  player: z.object({ _id: z.string(), playerId: z.string(), fullName: z.string() }),
  /** For a name: the name now on file (an IC number on file stays masked). */
  currentValue: z.string(),
  /**
   * For an IC number: the other player already registered with it, or null. The player is not
   * told (a request must not reveal whether an IC is registered); such a request cannot be
   * approved until the clash is resolved.
   */
  icClash: z.object({ _id: z.string(), playerId: z.string(), fullName: z.string() }).nullable(),
});
export type StaffCorrectionRequest = z.infer<typeof staffCorrectionRequestSchema>;

export const correctionDecisionInputSchema = z.object({
  note: z.string().trim().max(1000, 'Must be at most 1000 characters').optional(),
});

// ── Delete my account ─────────────────────────────────────────────────────────────────────────

/** Days between asking for deletion and the deletion; signing in meanwhile can cancel it. */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;

/** What happens to the player's posts and comments: removed, or kept as "Former member". */
export const DELETION_CONTENT_CHOICES = ['delete', 'anonymise'] as const;
export type DeletionContentChoice = (typeof DELETION_CONTENT_CHOICES)[number];

export const ACCOUNT_DELETION_MESSAGES = {
  passwordRequired: 'Enter your password',
  passwordWrong: 'Password is incorrect',
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  contentRequired: 'Choose what happens to your posts and comments',
  alreadyPending: 'Your account is already due for deletion',
  nothingToCancel: 'Your account is not due for deletion',
} as const;

export const accountDeletionInputSchema = z.object({
  content: z.enum(DELETION_CONTENT_CHOICES, { message: ACCOUNT_DELETION_MESSAGES.contentRequired }),
  password: z
    .string({ message: ACCOUNT_DELETION_MESSAGES.passwordRequired })
    .min(1, ACCOUNT_DELETION_MESSAGES.passwordRequired)
    .max(200, 'Must be at most 200 characters'),
  /** The authenticator code (or a recovery code) when two-factor sign-in is on. */
  code: z.string().trim().max(32, 'Must be at most 32 characters').optional(),
});
export type AccountDeletionInput = z.infer<typeof accountDeletionInputSchema>;

export const accountDeletionSchema = z.object({
  status: z.literal('pending'),
  content: z.enum(DELETION_CONTENT_CHOICES),
  requestedAt: z.string(),
  /** When the account goes, unless the player cancels before. */
  dueAt: z.string(),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/** `GET /api/players/me/deletion`: the pending deletion, if any. */
export const myDeletionSchema = z.object({ deletion: accountDeletionSchema.nullable() });
export type MyDeletion = z.infer<typeof myDeletionSchema>;

/** Deletions as staff see them on the Data Requests screen (issue 16). */
export const staffAccountDeletionSchema = z.object({
  _id: z.string(),
  /** The player's `_id` (kept once deleted): what `…/players/{id}/trail` takes. */
  playerRef: z.string(),
  memberId: z.string(),
  /** The player's name while the account still exists (null once it is deleted). */
  fullName: z.string().nullable(),
  status: z.enum(['pending', 'cancelled', 'completed']),
  content: z.enum(DELETION_CONTENT_CHOICES),
  requestedAt: z.string(),
  dueAt: z.string(),
  cancelledAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type StaffAccountDeletion = z.infer<typeof staffAccountDeletionSchema>;

// ── Data retention ────────────────────────────────────────────────────────────────────────────

export const RETENTION_RULE_KEYS = [
  'dormant-accounts',
  'ended-sessions',
  'audit-log',
  'closed-enquiries',
] as const;
export type RetentionRuleKey = (typeof RETENTION_RULE_KEYS)[number];

/** The days a rule may be set to: never so short that data still in use could go. */
export const RETENTION_DAY_LIMITS: Record<RetentionRuleKey, { min: number; max: number }> = {
  'dormant-accounts': { min: 30, max: 3650 },
  'ended-sessions': { min: 1, max: 365 },
  // The audit log's days are the Settings value (auditRetentionDays): at least a year.
  'audit-log': { min: 365, max: 3650 },
  // Closed "Contact us" enquiries: long enough to look back at a conversation.
  'closed-enquiries': { min: 30, max: 3650 },
};

/**
 * How often standing retention rules run (the server's schedule; the Data Retention section and
 * Settings say the same).
 */
export const RETENTION_RUN_EVERY_HOURS = 1;

/** A confirmation must follow its preview within this time, or the preview is made again. */
export const RETENTION_PREVIEW_TTL_HOURS = 24;

export const retentionRunSchema = z.object({
  _id: z.string(),
  rule: z.enum(RETENTION_RULE_KEYS),
  days: z.number(),
  cutoff: z.string(),
  count: z.number(),
  /** Up to 10 of the rows the preview lists. */
  sample: z.array(z.object({ id: z.string(), label: z.string(), at: z.string() })),
  status: z.enum(['previewed', 'done', 'discarded']),
  bySchedule: z.boolean(),
  createdAt: z.string(),
  doneAt: z.string().nullable(),
  deleted: z.number().nullable(),
});
export type RetentionRun = z.infer<typeof retentionRunSchema>;

export const retentionRuleSchema = z.object({
  key: z.enum(RETENTION_RULE_KEYS),
  days: z.number(),
  standing: z.boolean(),
  confirmedAt: z.string().nullable(),
  lastRun: retentionRunSchema.nullable(),
});
export type RetentionRule = z.infer<typeof retentionRuleSchema>;

export const retentionDaysInputSchema = z.object({
  days: z
    .number({ message: 'Enter a whole number of days' })
    .int({ message: 'Enter a whole number of days' }),
});

export const retentionConfirmInputSchema = z.object({
  /** Also make it a standing rule: from now on the schedule runs it daily. */
  standing: z.boolean({ message: 'standing must be true or false' }).optional(),
});

/** Exports players made, as staff see them on the Data Requests screen. */
export const staffDataExportSchema = z.object({
  _id: z.string(),
  player: z.object({ _id: z.string(), playerId: z.string(), fullName: z.string() }),
  status: z.enum(DATA_EXPORT_STATUSES),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  downloadedAt: z.string().nullable(),
});
export type StaffDataExport = z.infer<typeof staffDataExportSchema>;

/** One step in the audit trail of a player's data requests. */
export const privacyTrailEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  action: z.string(),
  actorKind: z.enum(['staff', 'player', 'anonymous', 'system']),
  actorName: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type PrivacyTrailEntry = z.infer<typeof privacyTrailEntrySchema>;
