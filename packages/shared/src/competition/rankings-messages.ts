// Messages of competition rankings (English, as the API answers) and their Bahasa Malaysia.

export const RANKINGS_MESSAGES = {} as const;

/** English → Bahasa Malaysia for every message above (and any the rankings code builds). */
export const RANKINGS_MESSAGES_MS: Readonly<Record<string, string>> = {};
