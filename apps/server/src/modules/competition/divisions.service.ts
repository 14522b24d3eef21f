import { divisionInputSchema } from '@app/shared/competition/setup';
import { SETUP_MESSAGES as M } from '@app/shared/competition/setup-messages';
import { feeAboveMethods, type OnlineMethod } from '@app/shared/payments/limits';

import { noteAudit } from '../../lib/audit-trail';
import { badRequest, conflict } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { DataAccess } from '../../lib/unit-of-work';
import { parseInput } from '../../lib/validation';

import { toDivision } from './competition.presenter';
import type { CompetitionRepos } from './setup.service';
import { divisionNotFound, requireTournament } from './tournament-lookup';

/** Staff: a tournament's divisions (discipline × age group × skill band, cap and fee). */
export function createDivisionsService(deps: {
  data: DataAccess<CompetitionRepos>;
  /** The methods online payment offers: a fee none of them takes is refused (ADR 028). */
  onlineMethods?: () => readonly OnlineMethod[];
}) {
  const { data } = deps;
  const checkFee = (feeSen: number) => {
    const problem = feeAboveMethods(feeSen, deps.onlineMethods?.() ?? []);
    if (problem) throw badRequest(problem, [{ path: 'feeSen', message: problem }]);
  };
  const repo = data.repos.competition;
  const current = async (id: string) => {
    const row = await repo.findDivision(id);
    if (!row) throw divisionNotFound();
    return toDivision(row);
  };
  return {
    async list(tournamentId: string) {
      await requireTournament(repo, tournamentId);
      return (await repo.listDivisions(tournamentId)).map(toDivision);
    },
    async create(tournamentId: string, body: unknown) {
      const input = parseInput(divisionInputSchema, body);
      checkFee(input.feeSen);
      const tournament = await requireTournament(repo, tournamentId);
      const row = await repo.insertDivision(tournament.id, input);
      noteAudit({
        targetType: 'divisions',
        targetId: row.id,
        targetLabel: tournament.name,
        after: row,
      });
      return current(row.id);
    },
    async update(id: string, body: unknown) {
      const input = parseInput(divisionInputSchema, body);
      checkFee(input.feeSen);
      if (!isUuid(id)) throw divisionNotFound();
      await data.withTransaction(async ({ competition }) => {
        // Locked: an entry taking a place locks the division too, so the count is the truth.
        const before = await competition.lockDivision(id);
        if (!before) throw divisionNotFound();
        const { held } = await competition.entryCounts(id);
        if (input.cap < held) throw conflict(M.capBelowTaken);
        const after = await competition.updateDivision(id, input);
        noteAudit({ targetType: 'divisions', targetId: id, before, after });
      });
      return current(id);
    },
    async remove(id: string) {
      if (!isUuid(id)) throw divisionNotFound();
      await data.withTransaction(async ({ competition }) => {
        const before = await competition.lockDivision(id);
        if (!before) throw divisionNotFound();
        if (await competition.hasResults(id)) throw conflict(M.divisionHasResults);
        if ((await competition.entryCounts(id)).live > 0) throw conflict(M.divisionHasEntries);
        await competition.removeDivision(id);
        noteAudit({ targetType: 'divisions', targetId: id, before });
      });
      return { success: true as const, message: M.divisionDeleted };
    },
  };
}

export type DivisionsService = ReturnType<typeof createDivisionsService>;
