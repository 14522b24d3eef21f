import { z } from 'zod';

import { MALAYSIAN_STATES } from './players';
import { malayText } from './translations';

// The organisation chart's office-bearers and the affiliates page (spec §1 /organization,
// /affiliate), kept by content editors instead of fixed in the code.

/** The chart's groups, top of the hierarchy first. */
export const OFFICE_BEARER_GROUPS = ['executive', 'heads', 'advisors', 'sub_committee'] as const;
export type OfficeBearerGroup = (typeof OFFICE_BEARER_GROUPS)[number];

export const ROLE_MAX_LENGTH = 100;
export const PERSON_NAME_MAX_LENGTH = 120;

/** An office-bearer as the clients read them; listed by group, then order, then name. */
export const officeBearerSchema = z.object({
  _id: z.string(),
  group: z.enum(OFFICE_BEARER_GROUPS),
  role: z.string(),
  roleMs: z.string(),
  name: z.string(),
  order: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OfficeBearer = z.infer<typeof officeBearerSchema>;

const requiredName = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Blank or absent → 0; otherwise a whole number from 0 to 999. */
const listOrder = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 0 : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: 'Order must be a number' })
    .int('Order must be a whole number')
    .min(0, 'Order must be 0 or more')
    .max(999, 'Order must be at most 999'),
);

/** `POST /api/office-bearers` and `PUT /api/office-bearers/{id}` (JSON). */
export const saveOfficeBearerInputSchema = z.object({
  group: z.enum(OFFICE_BEARER_GROUPS, { error: 'Please choose a group' }),
  role: requiredName('Role', ROLE_MAX_LENGTH),
  roleMs: malayText('Role', ROLE_MAX_LENGTH),
  name: requiredName('Name', PERSON_NAME_MAX_LENGTH),
  order: listOrder,
});
export type SaveOfficeBearerInput = z.output<typeof saveOfficeBearerInputSchema>;
export type SaveOfficeBearerFormValues = z.input<typeof saveOfficeBearerInputSchema>;

/** An affiliated state association or club; listed by state, then name. */
export const affiliateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  state: z.string(),
  website: z.string(),
  logo: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Affiliate = z.infer<typeof affiliateSchema>;

export const AFFILIATE_LOGO_MESSAGES = {
  notImage: 'Please upload an image file',
  tooLarge: 'Logo size must be less than 5MB',
  required: 'A logo is required',
} as const;

/**
 * `POST /api/affiliates` and `PATCH /api/affiliates/{id}` (multipart strings; the logo is the
 * `affiliateLogo` file, required when creating). The website, when given, is an https or http
 * address.
 */
export const saveAffiliateInputSchema = z.object({
  name: requiredName('Name', PERSON_NAME_MAX_LENGTH),
  state: z.enum(MALAYSIAN_STATES, { error: 'Please select a state' }),
  website: z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim())
    .pipe(
      z
        .string()
        .max(300, 'Website must be at most 300 characters')
        .refine(
          (v) => v === '' || isWebAddress(v),
          'Website must be a web address starting with https://',
        ),
    ),
});
export type SaveAffiliateInput = z.output<typeof saveAffiliateInputSchema>;
export type SaveAffiliateFormValues = z.input<typeof saveAffiliateInputSchema>;

/** An http(s) address with a dotted host name, no spaces, no credentials. */
function isWebAddress(value: string): boolean {
  return /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#][^\s]*)?$/i.test(value);
}
