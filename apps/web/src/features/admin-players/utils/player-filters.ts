import type { z } from 'zod';

import { listPlayersQuerySchema } from '@app/shared/players';

/**
 * The list's filters in the URL, as `GET /api/players` takes them (the server applies them to
 * every page), with the offset of the page shown.
 */
export const playerListSchema = listPlayersQuerySchema.pick({
  q: true,
  status: true,
  age: true,
  membership: true,
  offset: true,
});

/** The search and filters (no page): what the list, the export and printing ask for. */
export type PlayerFilters = Omit<z.output<typeof playerListSchema>, 'offset'>;

/** The filters as query parameters: those not set are left out. */
export function playerFilterQuery(filters: PlayerFilters): Record<string, string | undefined> {
  return {
    q: filters.q?.trim() || undefined,
    status: filters.status,
    age: filters.age,
    membership: filters.membership,
  };
}
