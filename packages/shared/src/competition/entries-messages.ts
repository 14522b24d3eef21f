// Messages of competition entries (English, as the API answers) and their Bahasa Malaysia.

export const ENTRIES_MESSAGES = {} as const;

/** English → Bahasa Malaysia for every message above (and any the entries code builds). */
export const ENTRIES_MESSAGES_MS: Readonly<Record<string, string>> = {};
