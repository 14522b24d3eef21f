// Messages of competition setup (English, as the API answers) and their Bahasa Malaysia.

export const SETUP_MESSAGES = {} as const;

/** English → Bahasa Malaysia for every message above (and any the setup code builds). */
export const SETUP_MESSAGES_MS: Readonly<Record<string, string>> = {};
