import { isCompleteIcNumber, normalizeIcNumber } from '@app/shared/ic-number';
import type { Locale } from '@app/shared/locale';
import {
  adminUpdatePlayerInputSchema,
  ownProfileInputSchema,
  PROFILE_MESSAGES,
  updatePlayerStatusInputSchema,
} from '@app/shared/players';

import { noteAudit } from '../../lib/audit-trail';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { generatePassword, hashPassword } from '../../lib/passwords';
import type { IcCipher } from '../../lib/personal-data/ic-cipher';
import { uniqueConstraintOf } from '../../lib/pg-errors';
import type { InvalidateCache } from '../../lib/response-cache';
import type { DataAccess } from '../../lib/unit-of-work';
import { parseInput } from '../../lib/validation';
import type { MediaService, ProcessedImage } from '../media/index';
import type { Actor, SessionsService } from '../sessions/index';

import type { EligibilityChangePort, EligibilityFact } from './eligibility-changes';
import type { PlayerDeletionHooks, PlayerDeletionOptions } from './player-deletion';
import { membershipOfRow, toListFilter, type PlayerListQuery } from './player-list';
import { toPlayer } from './players.presenter';
import type { PlayerRow, PlayersRepository } from './players.repository';

export interface PlayersRepos {
  players: PlayersRepository;
}

export interface PlayersServiceDeps<Repos extends PlayersRepos> {
  data: DataAccess<Repos>;
  sessions: SessionsService;
  media: MediaService;
  deletionHooks: PlayerDeletionHooks<Repos>;
  /** Other modules re-check what a player's changed gender or rating affects (entries). */
  eligibilityHooks: Pick<EligibilityChangePort<Repos>, 'eligibilityChanged'>;
  invalidate: InvalidateCache;
  /** Days a lapsed membership still counts (site setting), for the list's membership column. */
  membershipGraceDays: () => Promise<number>;
  icCipher: IcCipher;
}

/** The fields a staff edit is audited by (before → after; the IC is masked by the log). */
const AUDITED_FIELDS = [
  'fullName',
  'email',
  'phoneNumber',
  'gender',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'status',
  'duprId',
  'duprRating',
  'membershipType',
  'profilePicture',
] as const;

/** A name as compared (never stored): spacing and Unicode forms of one name are alike. */
const sameName = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ');

const audited = (row: PlayerRow) =>
  Object.fromEntries(AUDITED_FIELDS.map((field) => [field, row[field]]));

/** The eligibility facts a staff edit changed (the date of birth changes only with the IC). */
const changedFacts = (before: PlayerRow, after: PlayerRow): EligibilityFact[] =>
  (['gender', 'duprRating'] as const).filter((fact) => before[fact] !== after[fact]);

/** Profiles (owner or admin) and the admin's player management. */
export function createPlayersService<Repos extends PlayersRepos>(deps: PlayersServiceDeps<Repos>) {
  const { data, sessions, media } = deps;
  const repo = data.repos.players;

  /** The player behind `{id}`, if the actor may see it: the owner or an admin. */
  async function accessible(actor: Actor, id: string) {
    const player = await repo.findByIdOrMemberId(id);
    if (actor.kind === 'player' && player?.id !== actor.playerId) {
      throw forbidden('You can only access your own account');
    }
    if (!player) throw notFound('Player');
    return player;
  }

  /**
   * Saves a profile change; a change to gender or rating tells the modules that re-check what
   * it affects (live entries), in the same transaction.
   */
  async function saveProfile(
    before: PlayerRow,
    values: Parameters<PlayersRepository['update']>[1],
  ) {
    try {
      const { row, after } = await data.withTransaction(async (repos) => {
        const saved = await repos.players.update(before.id, values);
        if (!saved) throw notFound('Player');
        const then = await deps.eligibilityHooks.eligibilityChanged(
          repos,
          saved.id,
          changedFacts(before, saved),
        );
        return { row: saved, after: then };
      });
      await after();
      // Posts and comments show their author's current name and picture; rankings, profiles
      // and results their name and state.
      await Promise.all([deps.invalidate('posts'), deps.invalidate('rankings')]);
      return row;
    } catch (err) {
      if (uniqueConstraintOf(err) === 'players_email_lower_key')
        throw badRequest('Email already registered');
      throw err;
    }
  }

  return {
    async get(actor: Actor, id: string) {
      const player = await accessible(actor, id);
      return toPlayer(player);
    },

    /** The language the player reads the site and their mail in. */
    async setLanguage(playerId: string, language: Locale) {
      const row = await repo.update(playerId, { language });
      if (!row) throw notFound('Player');
      return toPlayer(row);
    },

    async update(actor: Actor, id: string, body: unknown) {
      const player = await accessible(actor, id);
      if (actor.kind === 'player') {
        // Part of the form is enough (the previous frontend sends no gender); what is left out
        // stays. The facts the association checks (name, gender, rating, IC number and date of
        // birth, which decide eligibility) change only by a correction request or a staff edit,
        // both audited; sent back unchanged, as older forms do, they are fine.
        const { fullName, gender, duprRating, icNumber, dateOfBirth, ...changes } = parseInput(
          ownProfileInputSchema,
          body,
        );
        if (fullName !== undefined && sameName(fullName) !== sameName(player.fullName))
          throw badRequest(PROFILE_MESSAGES.nameChecked);
        if (gender !== undefined && gender !== player.gender)
          throw badRequest(PROFILE_MESSAGES.genderChecked);
        if (duprRating !== undefined && duprRating !== player.duprRating)
          throw badRequest(PROFILE_MESSAGES.ratingChecked);
        const isOtherIc =
          icNumber !== undefined &&
          isCompleteIcNumber(icNumber) &&
          deps.icCipher.hash(normalizeIcNumber(icNumber)) !== player.icHash;
        const isOtherBirth =
          dateOfBirth !== undefined && dateOfBirth !== '' && dateOfBirth !== player.dateOfBirth;
        if (isOtherIc || isOtherBirth) throw badRequest(PROFILE_MESSAGES.birthChecked);
        const values = Object.fromEntries(
          Object.entries(changes).filter(([, value]) => value !== undefined),
        );
        if (Object.keys(values).length === 0) return toPlayer(player);
        return toPlayer(await saveProfile(player, values));
      }
      const isStatusOnly =
        typeof body === 'object' &&
        body !== null &&
        Object.keys(body).length === 1 &&
        'status' in body;
      const values = isStatusOnly
        ? parseInput(updatePlayerStatusInputSchema, body)
        : (() => {
            const input = parseInput(adminUpdatePlayerInputSchema, body);
            return {
              ...input,
              addressLine2: input.addressLine2 ?? null,
              duprId: input.duprId ?? null,
              duprRating: input.duprRating ?? null,
            };
          })();
      const row = await saveProfile(player, values);
      noteAudit({
        targetType: 'players',
        targetId: row.id,
        before: audited(player),
        after: audited(row),
      });
      // A player who is no longer active loses every session at once.
      if (row.status !== 'active') await sessions.revokeAllForPlayer(row.id);
      return toPlayer(row);
    },

    async setProfilePicture(actor: Actor, id: string, picture: ProcessedImage | undefined) {
      const player = await accessible(actor, id);
      if (!picture) throw badRequest('Please select a valid image file');
      const stored = await media.store('players', picture);
      const row = await repo
        .update(player.id, { profilePicture: stored.url })
        .catch(async (err: unknown) => {
          await media.remove(stored.url);
          throw err;
        });
      await deps.invalidate('posts');
      noteAudit({
        targetType: 'players',
        targetId: player.id,
        before: { profilePicture: player.profilePicture },
        after: { profilePicture: stored.url },
      });
      if (player.profilePicture) await media.remove(player.profilePicture);
      return toPlayer(row!);
    },

    async list(query: PlayerListQuery) {
      const isPaged = [
        query.limit,
        query.offset,
        query.q,
        query.status,
        query.age,
        query.membership,
      ].some((v) => v !== undefined);
      if (!isPaged) {
        // The whole register (older screens print and export it from this).
        const rows = await repo.listAll();
        noteAudit({
          action: 'players.export',
          targetType: 'players',
          detail: { count: rows.length },
        });
        return { items: rows.map((r) => toPlayer(r)), total: rows.length, isPaged };
      }
      const graceDays = await deps.membershipGraceDays();
      const { rows, total } = await repo.listPage(
        toListFilter(query, graceDays, deps.icCipher.hash),
        query.limit ?? 20,
        query.offset ?? 0,
      );
      const items = rows.map((r) => ({
        ...toPlayer(r),
        ...membershipOfRow(r, graceDays),
      }));
      return { items, total, isPaged };
    },

    /**
     * The full IC number: for its owner ("show" on their profile) or a staff member allowed to
     * reveal it (route-access.ts), whose reveal is audited.
     */
    async revealIcNumber(actor: Actor, id: string) {
      const player = await accessible(actor, id);
      const sealed = await repo.findSealedIc(player.id);
      if (!sealed) throw notFound('IC number');
      if (actor.kind === 'admin')
        noteAudit({ action: 'players.ic-revealed', targetType: 'players', targetId: player.id });
      return { icNumber: deps.icCipher.open(sealed) };
    },

    /**
     * Deletes the player and everything of theirs (their own request, once its grace ended, or
     * an admin's action, which removes what they wrote too).
     */
    async remove(id: string, options: PlayerDeletionOptions = { keepContent: false }) {
      const player = await repo.findByIdOrMemberId(id);
      if (!player) throw notFound('Player');
      noteAudit({
        targetType: 'players',
        targetId: player.id,
        before: { playerId: player.playerId, fullName: player.fullName },
      });
      const mediaUrls = await data.withTransaction(async (repos) => {
        const urls = await deps.deletionHooks.run(repos, player.id, options);
        await repos.players.remove(player.id);
        return urls;
      });
      // Their posts, comments, likes, enrolments and results went with them.
      await Promise.all([
        deps.invalidate('posts'),
        deps.invalidate('programs'),
        deps.invalidate('rankings'),
      ]);
      // Sessions, messages and reset links went with the row (foreign-key cascade).
      for (const url of [player.profilePicture, ...mediaUrls]) if (url) await media.remove(url);
      return { success: true as const, message: 'Player deleted' };
    },

    async credentials(id: string) {
      const player = await repo.findByIdOrMemberId(id);
      if (!player) throw notFound('Player');
      return {
        username: player.username,
        hasPassword: true,
        passwordUpdatedAt: player.passwordChangedAt.toISOString(),
      };
    },

    async resetPassword(id: string) {
      const player = await repo.findByIdOrMemberId(id);
      if (!player) throw notFound('Player');
      const newPassword = generatePassword(12);
      await repo.update(player.id, {
        passwordHash: await hashPassword(newPassword),
        passwordChangedAt: new Date(),
      });
      await sessions.revokeAllForPlayer(player.id);
      return {
        success: true as const,
        message:
          'A new temporary password was generated. Give it to the player: it is shown only once.',
        newPassword,
      };
    },
  };
}

export type PlayersService = ReturnType<typeof createPlayersService<PlayersRepos>>;
