import { z } from 'zod';

import { LOCALES } from './locale';

/** A reader's language: English or Bahasa Malaysia. */
export const languageSchema = z.enum(LOCALES, {
  error: 'Language must be en (English) or ms (Bahasa Malaysia)',
});

/** `PUT /api/players/me/language` and `PUT /api/admin/me/language`. */
export const languageInputSchema = z.object({ language: languageSchema });
export type LanguageInput = z.output<typeof languageInputSchema>;
