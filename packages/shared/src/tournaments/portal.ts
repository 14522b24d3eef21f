import { z } from 'zod';

import { toMalaysiaIsoDate } from '../calendar';

import type { OrganizerFields } from './organizers';
import { organizerStatusFromPortal } from './organizers';
import type { TournamentFields } from './records';
import { DEFAULT_EVENT_TYPE, SCORING_FORMATS, colorForType, typeFromClassification } from './types';

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
