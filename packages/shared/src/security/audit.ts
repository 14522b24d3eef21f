import { z } from 'zod';

/** One audit entry: who did what to which record, from where, and what changed. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actorKind: z.enum(['staff', 'player', 'anonymous', 'system']),
  actorId: z.string().nullable(),
  /** The username at the time (or the sign-in name tried). */
  actorName: z.string().nullable(),
  /** The actor's display name (a staff member's or player's full name), when known. */
  actorDisplayName: z.string().nullable(),
  actorRoles: z.array(z.string()),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** What the target is called ('Nurul Aisyah', a news title), as written or as now known. */
  targetLabel: z.string().nullable(),
  ip: z.string().nullable(),
  /** Changed fields: before → after (secrets never, IC numbers masked). */
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })).nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const optionalText = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => (v === '' ? undefined : v));
const optionalDate = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates look like 2026-11-24')
      .optional(),
  );

/** Filters of the audit log screen (and its CSV export); `before` is the keyset cursor. */
export const auditQuerySchema = z.object({
  actor: optionalText,
  action: optionalText,
  targetType: optionalText,
  targetId: optionalText,
  from: optionalDate,
  to: optionalDate,
  before: z
    .string()
    .regex(/^\d{1,18}$/, 'Invalid cursor')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
