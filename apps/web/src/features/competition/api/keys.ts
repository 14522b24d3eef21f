/** Every competition query starts with this key, so one invalidation refreshes them all. */
export const competitionKey = ['competition'] as const;
