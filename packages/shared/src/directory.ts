import { z } from 'zod';

import { queryFlagSchema } from './common';
import { MALAYSIAN_STATES } from './players/constants';
import { SEARCH_QUERY_MAX_LENGTH } from './search-text';
import type { StaffRole } from './staff';

// The directory (issue 18): venues, coaches, clubs and referees, kept by staff and found by
// players. Coaches and referees are listed only while certified and with their consent.

export const DIRECTORY_KINDS = ['venue', 'coach', 'club', 'referee'] as const;
export type DirectoryKind = (typeof DIRECTORY_KINDS)[number];
export const directoryKindSchema = z.enum(DIRECTORY_KINDS, {
  error: 'Choose venue, coach, club or referee',
});

/** Who keeps each kind (a super admin keeps them all). */
export const DIRECTORY_OWNERS: Record<DirectoryKind, StaffRole> = {
  venue: 'tournament_officer',
  referee: 'tournament_officer',
  coach: 'content_editor',
  club: 'content_editor',
};

/** People, not places: they carry a certification and must consent to be listed. */
export const CERTIFIED_KINDS: readonly DirectoryKind[] = ['coach', 'referee'];

export const DIRECTORY_MAX_PHOTOS = 6;

/** A map link: a `geo:` URI or an https link to a maps service (no embedded script). */
const MAP_HOSTS = [
  'google.com',
  'www.google.com',
  'maps.google.com',
  'maps.app.goo.gl',
  'goo.gl',
  'waze.com',
  'www.waze.com',
  'ul.waze.com',
  'openstreetmap.org',
  'www.openstreetmap.org',
  'maps.apple.com',
];

export function isMapLink(value: string): boolean {
  if (/^geo:-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?(;.*)?$/i.test(value)) return true;
  // https only, no credentials or port tricks: the host is what follows `https://`.
  const match = /^https:\/\/([a-z0-9.-]+)(?:[/?#]|$)/i.exec(value);
  return match !== null && MAP_HOSTS.includes(match[1]!.toLowerCase());
}

const optionalText = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: `${label} must be text` })
      .max(max, `${label} must be at most ${max} characters`),
  );

const count = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(0, `${label} must be 0 or more`)
      .max(200, `${label} must be at most 200`),
  );

const flag = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: 'Must be true or false' }),
);

/** `POST /api/admin/directory` and `PATCH …/:id` (every field but kind and name optional on PATCH). */
export const saveDirectoryEntryInputSchema = z.object({
  kind: directoryKindSchema,
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Name must be at most 120 characters'),
  state: z.enum(MALAYSIAN_STATES, { error: 'Please select a state' }),
  city: optionalText('City', 80),
  address: optionalText('Address', 300),
  mapUrl: optionalText('Map link', 500).refine(
    (v) => v === '' || isMapLink(v),
    'Map link must be a geo: location or a Google Maps, Waze, Apple Maps or OpenStreetMap link',
  ),
  courtsIndoor: count('Indoor courts'),
  courtsOutdoor: count('Outdoor courts'),
  phone: optionalText('Phone', 40),
  email: optionalText('Email', 200).refine(
    (v) => v === '' || z.email().safeParse(v).success,
    'Email must be a valid e-mail address',
  ),
  openingHours: optionalText('Opening hours', 300),
  openingHoursMs: optionalText('Opening hours (Bahasa Malaysia)', 300),
  certificationLevel: optionalText('Certification level', 80),
  certificationLevelMs: optionalText('Certification level (Bahasa Malaysia)', 80),
  certificationExpiresOn: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Certification expiry must be a date (YYYY-MM-DD)')
      .nullable(),
  ),
  // No defaults here: a PATCH without them must keep what is stored (new rows default to false).
  consent: flag.optional(),
  verified: flag.optional(),
  description: optionalText('Description', 2000),
  descriptionMs: optionalText('Description (Bahasa Malaysia)', 2000),
});
export type SaveDirectoryEntryInput = z.output<typeof saveDirectoryEntryInputSchema>;

export const directoryEntrySchema = z.object({
  _id: z.string(),
  kind: directoryKindSchema,
  name: z.string(),
  state: z.string(),
  city: z.string(),
  address: z.string(),
  mapUrl: z.string(),
  courtsIndoor: z.number(),
  courtsOutdoor: z.number(),
  phone: z.string(),
  email: z.string(),
  openingHours: z.string(),
  openingHoursMs: z.string().default(''),
  certificationLevel: z.string(),
  certificationLevelMs: z.string().default(''),
  certificationExpiresOn: z.string().nullable(),
  consent: z.boolean(),
  verified: z.boolean(),
  description: z.string(),
  descriptionMs: z.string(),
  photos: z.array(z.string()),
  updatedAt: z.string(),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

export const DIRECTORY_PAGE_SIZE = 24;

/** `GET /api/directory?kind=&state=&q=&offset=`. */
export const directoryQuerySchema = z.object({
  kind: directoryKindSchema.optional(),
  state: z.enum(MALAYSIAN_STATES, { error: 'Please select a state' }).optional(),
  q: z
    .string()
    .trim()
    .max(SEARCH_QUERY_MAX_LENGTH, `Search must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`)
    .optional(),
  offset: z.coerce
    .number({ error: 'Offset must be a number' })
    .int('Offset must be a whole number')
    .min(0, 'Offset must be 0 or more')
    .max(100_000, 'Offset must be at most 100000')
    .optional(),
  /**
   * Staff lists only: entries with English text (description, opening hours, certification)
   * lacking its Bahasa Malaysia.
   */
  missingMs: queryFlagSchema('missingMs'),
});
export type DirectoryQuery = z.output<typeof directoryQuerySchema>;

export const directoryPageSchema = z.object({
  items: z.array(directoryEntrySchema),
  total: z.number(),
});
