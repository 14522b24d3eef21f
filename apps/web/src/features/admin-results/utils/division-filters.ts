import { z } from 'zod';

import { ENTRY_STATUSES } from '@app/shared/competition/entries';

const id = z.string().trim().min(1).max(64).optional().catch(undefined);

/** The chosen tournament and division in the URL (`?section=…&tournament=…&division=…`). */
export const divisionFiltersSchema = z.object({ tournament: id, division: id });

/** The Entries section's URL: the division, a status filter and the page (0-based). */
export const entriesFiltersSchema = divisionFiltersSchema.extend({
  status: z.enum(ENTRY_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(0).max(10_000).optional().catch(undefined),
});

/** Entries per page of the Entries table. */
export const ENTRIES_PAGE_SIZE = 25;
