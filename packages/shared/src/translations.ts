import { z } from 'zod';

import { queryFlagSchema } from './common';
import type { Locale } from './locale';

/**
 * Content in two languages: each translatable field (`title`) has its Bahasa Malaysia text
 * beside it (`titleMs`), '' until someone translates it. English is the required original;
 * a page in Bahasa Malaysia shows the Malay text where there is one and the English otherwise
 * (marked "Available in English only").
 */

/** A Bahasa Malaysia field of a save input: optional, trimmed, '' when blank. */
export const malayText = (label: string, max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim())
    .pipe(z.string().max(max, `${label} (Bahasa Malaysia) must be at most ${max} characters`));

/** The Bahasa Malaysia name of a field: `title` → `titleMs`. */
export type MalayField<K extends string> = `${K}Ms`;
export const malayField = <K extends string>(field: K): MalayField<K> => `${field}Ms`;

/** The translated fields of each kind of content. */
export const NEWS_TRANSLATED_FIELDS = ['title', 'summary', 'content'] as const;
export const MILESTONE_TRANSLATED_FIELDS = ['title', 'description'] as const;
export const PROGRAM_TRANSLATED_FIELDS = ['title', 'description'] as const;
export const VIDEO_TRANSLATED_FIELDS = ['title', 'description'] as const;
export const MEMBERSHIP_TYPE_TRANSLATED_FIELDS = ['name'] as const;
/** The directory's free text players read (names, places and contacts are not translated). */
export const DIRECTORY_TRANSLATED_FIELDS = [
  'description',
  'openingHours',
  'certificationLevel',
] as const;

/** Whether a record lacks the Malay text of any of its translated fields that has English. */
export function isMissingMalay<K extends string>(
  record: Record<K | MalayField<K>, string | null | undefined>,
  fields: readonly K[],
): boolean {
  return fields.some(
    (field) =>
      (record[field] ?? '').trim() !== '' && (record[malayField(field)] ?? '').trim() === '',
  );
}

export interface Localized<T> {
  /** The record with its translated fields in the language shown. */
  value: T;
  /** The language it is shown in: English when the page is, or when it is not translated. */
  lang: Locale;
}

/**
 * A record as a page in `locale` shows it: on a Malay page, its Malay text when every field
 * that has English has Malay too; otherwise all of it in English (never half of each).
 */
export function localizeRecord<T extends Record<K | MalayField<K>, string>, K extends string>(
  record: T,
  fields: readonly K[],
  locale: Locale,
): Localized<T> {
  if (locale !== 'ms' || isMissingMalay(record, fields)) return { value: record, lang: 'en' };
  const malay = Object.fromEntries(fields.map((field) => [field, record[malayField(field)]]));
  return { value: { ...record, ...malay }, lang: 'ms' };
}

/**
 * One translated text as a reader in `locale` gets it (a page, a mail, a PDF in their language):
 * its Malay when there is one, its English otherwise.
 */
export function localizeText(
  english: string,
  malay: string | null | undefined,
  locale: Locale,
): Localized<string> {
  if (locale !== 'ms') return { value: english, lang: 'en' };
  if ((malay ?? '').trim() !== '') return { value: malay!, lang: 'ms' };
  return { value: english, lang: english.trim() === '' ? 'ms' : 'en' };
}

/**
 * The admin content lists' "only items missing their Bahasa Malaysia" filter, `?missingMs=true`
 * (the staff directory's list takes the same flag).
 */
export const missingTranslationFilterSchema = z.object({
  missingMs: queryFlagSchema('missingMs'),
});
