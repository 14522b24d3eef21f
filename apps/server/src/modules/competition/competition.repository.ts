import type { DbExecutor } from '../../db/client';

import { divisionQueries } from './divisions.repository';
import { setupQueries } from './setup.repository';

/** Competition setup's queries: tiers, entry settings, divisions, player facts, privacy. */
export function createCompetitionRepository(db: DbExecutor) {
  return { ...setupQueries(db), ...divisionQueries(db) };
}

export type CompetitionRepository = ReturnType<typeof createCompetitionRepository>;
