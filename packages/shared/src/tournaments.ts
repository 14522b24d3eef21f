import { z } from 'zod';

import { parseIsoDate } from './birth-date';
import { malaysiaTodayIso, toMalaysiaIsoDate } from './calendar';

// ── Types and colours (spec §2, §9; api-compat.md) ────────────────────────────────────────────

export const TOURNAMENT_TYPES = ['local', 'state', 'national', 'international'] as const;
export const tournamentTypeSchema = z.enum(TOURNAMENT_TYPES, { error: 'Please select a type' });
export type TournamentType = z.infer<typeof tournamentTypeSchema>;

export const TYPE_COLORS = {
  local: 'green',
  state: 'red',
  national: 'blue',
  international: 'orange',
} as const satisfies Record<TournamentType, string>;
export type TournamentColor = (typeof TYPE_COLORS)[TournamentType];
export const tournamentColorSchema = z.enum(['green', 'red', 'blue', 'orange']);

export function colorForType(type: TournamentType): TournamentColor {
  return TYPE_COLORS[type];
}

const CLASSIFICATION_TYPES: Readonly<Record<string, TournamentType>> = {
  district: 'local',
  divisional: 'local',
  state: 'state',
  national: 'national',
  international: 'international',
};

/**
 * The portal's classification as our type, case-insensitively and ignoring surrounding spaces:
 * District or Divisional → local, State → state, National → national, International →
 * international, anything else (or nothing) → local.
 */
export function typeFromClassification(classification: string | null | undefined): TournamentType {
  const key = (classification ?? '').trim().toLowerCase();
  return Object.hasOwn(CLASSIFICATION_TYPES, key)
    ? (CLASSIFICATION_TYPES[key] ?? 'local')
    : 'local';
}

export const SCORING_FORMATS = ['traditional', 'rally'] as const;
export const DEFAULT_EVENT_TYPE = 'Open';

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

// ── Home: upcoming tournaments ────────────────────────────────────────────────────────────────

export const HOME_UPCOMING_COUNT = 3;

/**
 * Tournaments starting today or later in Malaysia, by start date then name, the first `count`
 * (3 on the home page). One that started yesterday is no longer upcoming, even if still running.
 */
export function selectUpcoming<T extends { startDate: string; name: string }>(
  tournaments: readonly T[],
  now: Date = new Date(),
  count: number = HOME_UPCOMING_COUNT,
): T[] {
  const today = malaysiaTodayIso(now);
  return tournaments
    .filter((t) => parseIsoDate(t.startDate) !== null && t.startDate >= today)
    .sort((a, b) =>
      a.startDate === b.startDate
        ? a.name.localeCompare(b.name, 'en')
        : a.startDate < b.startDate
          ? -1
          : 1,
    )
    .slice(0, Math.max(0, count));
}

// ── Organizers ────────────────────────────────────────────────────────────────────────────────

export const ORGANIZER_STATUSES = ['Active', 'Inactive', 'Pending'] as const;
export const organizerStatusSchema = z.enum(ORGANIZER_STATUSES);
export type OrganizerStatus = z.infer<typeof organizerStatusSchema>;

/** Portal organization status (case-insensitive): active → Active, suspended → Inactive, else Pending. */
export function organizerStatusFromPortal(status: string | null | undefined): OrganizerStatus {
  const key = (status ?? '').trim().toLowerCase();
  if (key === 'active') return 'Active';
  if (key === 'suspended') return 'Inactive';
  return 'Pending';
}

/** The public organizer record (api-compat.md); no contact e-mail or phone. */
export const organizerSchema = z.object({
  _id: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  name: z.string(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  registrationDate: z.string().nullable(),
  status: organizerStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Organizer = z.infer<typeof organizerSchema>;
export type OrganizerFields = Omit<Organizer, '_id' | 'createdAt' | 'updatedAt'>;

// ── The portal's records (lenient: the portal is another system) ──────────────────────────────

/** A required id: a non-empty string (trimmed) or a number, always as a string. */
const portalIdSchema = z.union([
  z.string().trim().min(1),
  z
    .number()
    .refine(Number.isFinite)
    .transform((value) => String(value)),
]);

/** Optional text: strings are trimmed, numbers become strings, empty or anything else → null. */
const portalTextSchema = z
  .unknown()
  .transform((value) =>
    typeof value === 'string'
      ? value.trim() || null
      : typeof value === 'number' && Number.isFinite(value)
        ? String(value)
        : null,
  )
  .default(null);

/** Optional number: numbers or numeric strings ('RM 1,200' → 1200); anything else → null. */
const portalNumberSchema = z
  .unknown()
  .transform((value) => {
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    if (typeof value !== 'string') return null;
    const text = value.replace(/RM|,|\s/gi, '');
    const number = text === '' ? Number.NaN : Number(text);
    return Number.isFinite(number) ? number : null;
  })
  .default(null);

/** Optional date: 'YYYY-MM-DD' or a date-time (its Malaysian calendar date); else null. */
const portalDateSchema = z
  .unknown()
  .transform((value) => (typeof value === 'string' ? toMalaysiaIsoDate(value) : null))
  .default(null);

const portalCategorySchema = z.object({
  category: portalTextSchema.transform((value) => value ?? ''),
  malaysianEntryFee: portalNumberSchema,
  internationalEntryFee: portalNumberSchema,
});

/** A list of categories; a missing or non-array value is empty and unusable entries are dropped. */
const portalCategoriesSchema = z
  .unknown()
  .transform((value) =>
    (Array.isArray(value) ? value : []).flatMap((item: unknown) => {
      const parsed = portalCategorySchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  )
  .default([]);

/**
 * An application as the portal sends it (approved list, single application, webhook). Only
 * `applicationId` and a real `eventStartDate` are required; unknown fields (documents,
 * registration numbers, consents) are stripped so they can never leak into our records.
 */
export const portalApplicationSchema = z.object({
  applicationId: portalIdSchema,
  eventTitle: portalTextSchema,
  eventStartDate: z
    .union([z.string(), z.date()], { error: 'eventStartDate is required' })
    .transform((value, ctx) => {
      const date = toMalaysiaIsoDate(value);
      if (date === null) {
        ctx.addIssue({ code: 'custom', message: 'eventStartDate must be a date' });
        return z.NEVER;
      }
      return date;
    }),
  eventEndDate: portalDateSchema,
  organiserName: portalTextSchema,
  telContact: portalTextSchema,
  email: portalTextSchema,
  eventSummary: portalTextSchema,
  venue: portalTextSchema,
  city: portalTextSchema,
  state: portalTextSchema,
  classification: portalTextSchema,
  eventType: portalTextSchema,
  expectedParticipants: portalNumberSchema,
  categories: portalCategoriesSchema,
  scoringFormat: portalTextSchema,
  status: portalTextSchema,
  submissionDate: portalTextSchema,
  personInCharge: portalTextSchema,
});
export type PortalApplicationInput = z.input<typeof portalApplicationSchema>;
export type PortalApplication = z.output<typeof portalApplicationSchema>;

/** True unless the portal says the application is something other than approved. */
export function isApprovedPortalApplication(app: PortalApplication): boolean {
  return app.status === null || app.status.toLowerCase() === 'approved';
}

/** 'Traditional ' → 'traditional'; other values pass through as sent. */
function normalizeScoringFormat(value: string | null): string | null {
  const lower = value?.toLowerCase();
  return SCORING_FORMATS.find((format) => format === lower) ?? value;
}

/**
 * A parsed portal application as our tournament's fields: portal names renamed
 * (eventTitle→name, eventStartDate→startDate, eventEndDate→endDate, organiserName→organizer,
 * telContact→phoneNumber, email→contactEmail, eventSummary→description), type from
 * classification and colour from type, eventType 'Open' when absent, endDate = startDate when
 * absent or before the start, name/city/organizer never null. Always status 'approved': check
 * isApprovedPortalApplication first where the portal may send other statuses (webhooks).
 */
export function mapPortalApplication(app: PortalApplication): TournamentFields {
  const type = typeFromClassification(app.classification);
  const endDate =
    app.eventEndDate !== null && app.eventEndDate >= app.eventStartDate
      ? app.eventEndDate
      : app.eventStartDate;
  return {
    applicationId: app.applicationId,
    name: app.eventTitle ?? '',
    type,
    color: colorForType(type),
    classification: app.classification,
    startDate: app.eventStartDate,
    endDate,
    venue: app.venue,
    city: app.city ?? '',
    state: app.state,
    organizer: app.organiserName ?? '',
    personInCharge: app.personInCharge,
    phoneNumber: app.telContact,
    contactEmail: app.email,
    description: app.eventSummary,
    eventType: app.eventType ?? DEFAULT_EVENT_TYPE,
    expectedParticipants: app.expectedParticipants,
    categories: app.categories,
    scoringFormat: normalizeScoringFormat(app.scoringFormat),
    status: 'approved',
    submissionDate: app.submissionDate,
  };
}

/** An organization as the portal lists it; only `organizationId` is required. */
export const portalOrganizationSchema = z.object({
  organizationId: portalIdSchema,
  organizationName: portalTextSchema,
  applicantFullName: portalTextSchema,
  email: portalTextSchema,
  phoneNumber: portalTextSchema,
  addressLine1: portalTextSchema,
  addressLine2: portalTextSchema,
  city: portalTextSchema,
  postcode: portalTextSchema,
  state: portalTextSchema,
  country: portalTextSchema,
  status: portalTextSchema,
  registeredAt: portalDateSchema,
});
export type PortalOrganizationInput = z.input<typeof portalOrganizationSchema>;
export type PortalOrganization = z.output<typeof portalOrganizationSchema>;

/**
 * A parsed portal organization as our organizer's fields: `name` is the organization's name
 * (the old client shows organizationName or name), address joins the address lines and
 * postcode, registrationDate is the Malaysian date of `registeredAt`, status mapped as in
 * organizerStatusFromPortal. Applicant and contact details are not copied.
 */
export function mapPortalOrganization(org: PortalOrganization): OrganizerFields {
  const organizationName = org.organizationName ?? '';
  const addressParts = [org.addressLine1, org.addressLine2, org.postcode].filter(Boolean);
  return {
    organizationId: org.organizationId,
    organizationName,
    name: organizationName,
    state: org.state,
    city: org.city,
    address: addressParts.length > 0 ? addressParts.join(', ') : null,
    registrationDate: org.registeredAt,
    status: organizerStatusFromPortal(org.status),
  };
}
