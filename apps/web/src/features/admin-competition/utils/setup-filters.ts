import { z } from 'zod';

/** Competition setup's URL: the chosen tournament (`?section=competition-setup&tournament=…`). */
export const setupFiltersSchema = z.object({
  tournament: z.string().trim().min(1).max(64).optional().catch(undefined),
});
