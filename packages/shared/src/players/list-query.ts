import { z } from 'zod';

import { membershipFilterSchema } from '../membership/schemas';

import { ageFilterSchema } from './age-filters';
import { playerStatusSchema } from './constants';

/** Players per page in the admin list. */
export const PLAYERS_PAGE_SIZE = 20;

/**
 * `GET /api/players?q=&status=&age=&membership=&limit=&offset=`: the admin player list, its
 * filters applied by the server. The web app keeps the same filters (and the offset) in its URL.
 */
export const listPlayersQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: playerStatusSchema.optional(),
  age: ageFilterSchema.optional(),
  membership: membershipFilterSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
});
export type ListPlayersQuery = z.output<typeof listPlayersQuerySchema>;
