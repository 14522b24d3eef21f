import { SETUP_MESSAGES as M } from '@app/shared/competition/setup-messages';

import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';

import type { CompetitionRepository } from './competition.repository';

export const tournamentNotFound = () => new AppError('NOT_FOUND', M.tournamentNotFound);
export const divisionNotFound = () => new AppError('NOT_FOUND', M.divisionNotFound);

/** The tournament (locked when asked), or 404 for an unknown id or one that is not a UUID. */
export async function requireTournament(
  repo: Pick<CompetitionRepository, 'findTournament'>,
  id: string,
  lock = false,
) {
  const row = isUuid(id) ? await repo.findTournament(id, lock) : null;
  if (!row) throw tournamentNotFound();
  return row;
}
