import {
  createTierInputSchema,
  entrySettingsInputSchema,
  updateTierInputSchema,
} from '@app/shared/competition/setup';
import { SETUP_MESSAGES as M } from '@app/shared/competition/setup-messages';

import { noteAudit } from '../../lib/audit-trail';
import { AppError, badRequest, conflict } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';
import { parseInput } from '../../lib/validation';

import { toEntrySettings, toTier } from './competition.presenter';
import type { CompetitionRepository } from './competition.repository';
import { requireTournament } from './tournament-lookup';

export interface CompetitionRepos {
  competition: CompetitionRepository;
}

/** Staff: sanctioning tiers and a tournament's entry settings. */
export function createSetupService(deps: { data: DataAccess<CompetitionRepos> }) {
  const { data } = deps;
  const repo = data.repos.competition;
  return {
    async listTiers(onlyActive: boolean) {
      return (await repo.listTiers(onlyActive)).map(toTier);
    },
    async createTier(body: unknown) {
      const input = parseInput(createTierInputSchema, body);
      const row = await repo.insertTier(input);
      if (!row) throw conflict(M.tierExists);
      noteAudit({ targetType: 'sanctioning-tiers', targetId: row.code, after: row });
      return toTier(row);
    },
    async updateTier(code: string, body: unknown) {
      const input = parseInput(updateTierInputSchema, body);
      return data.withTransaction(async ({ competition }) => {
        const before = await competition.findTier(code, true);
        if (!before) throw new AppError('NOT_FOUND', M.tierNotFound);
        const row = (await competition.updateTier(code, input))!;
        noteAudit({ targetType: 'sanctioning-tiers', targetId: code, before, after: row });
        return toTier(row);
      });
    },

    async getSettings(tournamentId: string) {
      await requireTournament(repo, tournamentId);
      const found = await repo.findSettings(tournamentId);
      const [firstTier] = await repo.listTiers(true);
      return toEntrySettings(tournamentId, found?.settings ?? null, firstTier?.code ?? 'open');
    },
    async saveSettings(tournamentId: string, body: unknown) {
      const input = parseInput(entrySettingsInputSchema, body);
      return data.withTransaction(async ({ competition }) => {
        const tournament = await requireTournament(competition, tournamentId, true);
        const tier = await competition.findTier(input.tierCode);
        if (!tier?.active)
          throw badRequest(M.tierUnknown, [{ path: 'tierCode', message: M.tierUnknown }]);
        const startsAt = Date.parse(`${tournament.startDate}T00:00:00+08:00`);
        if (input.takesEntries && input.closesAt && Date.parse(input.closesAt) > startsAt)
          throw badRequest(M.closesBeforeStart, [
            { path: 'closesAt', message: M.closesBeforeStart },
          ]);
        const before = (await competition.findSettings(tournamentId))?.settings ?? null;
        const { rule, until, percent } = input.refundRule;
        const row = await competition.upsertSettings(tournamentId, {
          takesEntries: input.takesEntries,
          opensAt: input.opensAt ? new Date(input.opensAt) : null,
          closesAt: input.closesAt ? new Date(input.closesAt) : null,
          tierCode: tier.code,
          maxEntriesPerPlayer: input.maxEntriesPerPlayer,
          partnerWindowHours: input.partnerWindowHours,
          refundRule: rule,
          refundUntil: rule === 'until' ? until : null,
          refundPercent: rule === 'percentage' ? percent : null,
        });
        noteAudit({
          targetType: 'tournaments',
          targetId: tournamentId,
          targetLabel: tournament.name,
          before,
          after: row,
        });
        return toEntrySettings(tournamentId, row, tier.code);
      });
    },
  };
}

export type SetupService = ReturnType<typeof createSetupService>;
