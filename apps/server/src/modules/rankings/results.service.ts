import { malaysiaTodayIso } from '@app/shared/calendar';
import { pointsFor } from '@app/shared/competition/ranking-maths';
import { RANKINGS_MESSAGES as M } from '@app/shared/competition/rankings-messages';
import type {
  ResultRowError,
  ResultsCheck,
  ResultsPublished,
} from '@app/shared/competition/results';
import type { ErrorDetail } from '@app/shared/errors';

import { noteAudit } from '../../lib/audit-trail';
import { AppError } from '../../lib/errors';
import type { MailSite } from '../../lib/mail-language';
import type { DataAccess } from '../../lib/unit-of-work';
import type { MailOutboxRepository } from '../mail/index';
import type { MessagesRepository } from '../messages/index';

import type { RankingsRepos, RankingsService } from './rankings.service';
import { checkImport, memberIdsOf, type ImportMatch, type ImportRow } from './results-import';
import { resultsNotice } from './results.mail';
import type { DivisionContext, ResultsRepository } from './results.repository';

export interface ResultsRepos extends RankingsRepos {
  results: ResultsRepository;
  mailOutbox: Pick<MailOutboxRepository, 'insert'>;
  messages: Pick<MessagesRepository, 'insert'>;
}

export interface ResultsImport {
  rows: ImportRow[];
  matches: ImportMatch[];
  /** Errors found while reading the file (structure), before any row was checked. */
  readErrors?: ResultRowError[];
}

/** 400 with every refused row: `details` carry `{ path, row, section, message }`. */
function rowsRefused(errors: ResultRowError[]): AppError {
  const details = errors.map((e) => ({
    path: e.section === 'file' ? `line ${e.row}` : `${e.section} ${e.row}`,
    row: e.row,
    section: e.section,
    message: e.message,
  })) satisfies ErrorDetail[];
  return new AppError('VALIDATION_FAILED', M.resultsHaveErrors, { details });
}

/**
 * A division's results: refused before the tournament's first day (Malaysia), checked row by
 * row (nothing saved until all are clean), published in
 * one transaction that replaces the previous ones and recomputes the rankings of the division's
 * players in its category (then re-ranks it), so rankings never point at results that are gone
 * (ADR 026).
 */
export function createResultsService(deps: {
  data: DataAccess<ResultsRepos>;
  rankings: RankingsService;
  now: () => Date;
  /** Clears the cached public pages after a publish commits. */
  invalidate?: () => Promise<void>;
  /** Results mail (`tellPlayers`): the site it links to, and the outbox worker to wake. */
  site: MailSite;
  mail: { kick(): void };
}) {
  const { data } = deps;

  async function check(repos: ResultsRepos, division: DivisionContext, input: ResultsImport) {
    // Results of a tournament that has not started would be a mistake (the wrong tournament or
    // division): refused whatever the file, from a file, typed on screen or as a correction.
    if (malaysiaTodayIso(deps.now()) < division.startDate)
      throw new AppError('CONFLICT', M.notStarted);
    if (input.readErrors?.length) throw rowsRefused(input.readErrors);
    const [players, entries] = await Promise.all([
      repos.results.playersByMemberIds(memberIdsOf(input)),
      repos.results.confirmedEntries(division.id),
    ]);
    const checked = checkImport(input, {
      division,
      players: new Map(players.map((p) => [p.memberId.toUpperCase(), p])),
      entries,
    });
    if (checked.errors.length > 0) throw rowsRefused(checked.errors);
    return checked;
  }

  async function summary(
    repos: ResultsRepos,
    division: DivisionContext,
    checked: Awaited<ReturnType<typeof check>>,
  ): Promise<ResultsCheck> {
    const rules = await repos.rankingRules.inForce(malaysiaTodayIso(deps.now()));
    const table = rules ? await repos.rankingRules.pointsOf(rules.id) : [];
    return {
      divisionId: division.id,
      rows: checked.results.length,
      matches: checked.matches.length,
      preview: [...checked.results]
        .sort((a, b) => a.placement - b.placement || a.row - b.row)
        .map((r) => ({
          placement: r.placement,
          points: division.tierCode ? pointsFor(table, division.tierCode, r.placement) : 0,
          members: r.members.map((m) => ({ memberId: m.memberId, name: m.name })),
        })),
    };
  }

  /**
   * Tells each player in the results that they are published, in the publish's transaction:
   * inbox and mail in their language, with their own placing. Once per player and division
   * (`results_notices`): a retry, a second publish or a correction tells only players it adds.
   */
  async function tellPlayers(
    repos: ResultsRepos,
    division: DivisionContext,
    checked: Awaited<ReturnType<typeof check>>,
    at: Date,
  ) {
    const placements = new Map<string, number>();
    for (const r of checked.results)
      for (const m of r.members) placements.set(m.playerId, r.placement);
    const newlyTold = await repos.results.markTold(division.id, [...placements.keys()], at);
    for (const player of await repos.results.recipients(newlyTold)) {
      const notice = resultsNotice(deps.site, player, division, placements.get(player.id)!);
      await repos.messages.insert(notice.inbox);
      await repos.mailOutbox.insert(notice.mail);
    }
  }

  async function divisionOrNotFound(repos: ResultsRepos, id: string, lock = false) {
    const division = await repos.results.division(id, lock);
    if (!division) throw new AppError('NOT_FOUND', M.divisionNotFound);
    return division;
  }

  return {
    /** Checks every row and answers what would be published; saves nothing. */
    async validate(divisionId: string, input: ResultsImport): Promise<ResultsCheck> {
      const division = await divisionOrNotFound(data.repos, divisionId);
      return summary(data.repos, division, await check(data.repos, division, input));
    },

    /** Replaces the division's results (a correction is a publish again) and its rankings. */
    async publish(divisionId: string, input: ResultsImport): Promise<ResultsPublished> {
      const published = await data.withTransaction(async (repos) => {
        // The division's row lock: two publishes of one division run one after the other.
        const division = await divisionOrNotFound(repos, divisionId, true);
        const checked = await check(repos, division, input);
        const before = await repos.results.counts(division.id);
        const at = deps.now();
        const affected = await repos.results.replace(
          division.id,
          checked.results.flatMap((r) =>
            r.members.map((m) => ({
              divisionId: division.id,
              playerId: m.playerId,
              entryId: r.entryId,
              placement: r.placement,
              playedOn: division.endDate,
            })),
          ),
          checked.matches.map((m) => ({
            ...m,
            divisionId: division.id,
            playedOn: division.endDate,
          })),
          at,
        );
        await tellPlayers(repos, division, checked, at);
        // Only the division's players (old results and new) are recomputed, then re-ranked.
        await deps.rankings.recomputePlayers(
          repos,
          `${division.discipline}:${division.ageGroup}`,
          affected,
        );
        const after = { rows: checked.results.length, matches: checked.matches.length };
        noteAudit({
          targetType: 'divisions',
          targetId: division.id,
          targetLabel: `${division.tournamentName} · ${division.discipline}:${division.ageGroup}`,
          before: { results: before.rows, matches: before.matches },
          after: { results: after.rows, matches: after.matches },
          // Counts before → after, also when a correction keeps them (changes are then empty).
          detail: {
            resultsBefore: before.rows,
            resultsAfter: after.rows,
            matchesBefore: before.matches,
            matchesAfter: after.matches,
          },
        });
        return {
          ...(await summary(repos, division, checked)),
          resultsPublishedAt: at.toISOString(),
          before: { rows: before.rows, matches: before.matches },
        };
      });
      // The results pages, rankings and profiles show it once it has committed.
      await deps.invalidate?.();
      deps.mail.kick();
      return published;
    },
  };
}

export type ResultsService = ReturnType<typeof createResultsService>;
