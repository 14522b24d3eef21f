import { dateOfBirthFromIc } from '@app/shared/birth-date';
import {
  createRegisterPlayerInputSchema,
  REGISTRATION_CONFLICT_MESSAGES as DUPLICATE_MESSAGES,
  registeredGuardian,
  type GuardianDetails,
} from '@app/shared/players';
import type { ConsentSource } from '@app/shared/privacy';

import { AppError, badRequest } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { IcCipher } from '../../lib/personal-data/ic-cipher';
import { uniqueConstraintOf } from '../../lib/pg-errors';
import { generateToken, hashToken } from '../../lib/tokens';
import type { DataAccess } from '../../lib/unit-of-work';
import { parseInput } from '../../lib/validation';
import type { MailApi, MailMessage } from '../mail/index';
import type { MediaService, ProcessedImage } from '../media/index';
import type { SessionsService } from '../sessions/index';
import type { LoginLimits, ThrottleRule, ThrottleService } from '../throttle/index';

import {
  createIdentityProbes,
  type IdentityProbeLimits,
  type ReportBurst,
} from './identity-probes';
import {
  duplicateRegistrationMail,
  forgotPasswordMail,
  welcomeMail,
  welcomeMessage,
} from './players.mail';
import { toPlayer } from './players.presenter';
import type { PlayersRepository } from './players.repository';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const CONSTRAINT_FIELDS: Record<string, keyof typeof DUPLICATE_MESSAGES> = {
  players_ic_hash_key: 'icNumber',
  players_email_lower_key: 'email',
  players_username_lower_key: 'username',
};
/** Wrong reset links from one address in an hour before 429 (links are long random tokens). */
const RESET_TRIES_PER_IP = 10;
const TOO_MANY_RESET_REQUESTS = (m: number) =>
  `Too many password reset requests. Try again in ${m} minutes.`;
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired';
export const FORGOT_PASSWORD_ANSWER =
  'If that e-mail address belongs to a registered player, a link to reset the password is on its way. Check your inbox.';

/**
 * What registration and password recovery write, in one transaction each: the player, their
 * welcome message (the inbox belongs to the messages module: a port, not an import) and mail.
 */
export interface PlayerAuthRepos {
  players: PlayersRepository;
  messages: {
    insert(message: { playerId: string; subject: string; body: string }): Promise<unknown>;
  };
  mailOutbox: { insert(message: MailMessage): Promise<void> };
  /** The privacy module's consent ledger: registering accepts the current policy. */
  consents: {
    record(values: {
      playerId: string;
      kind: 'policy' | 'marketing';
      version: string | null;
      granted: boolean;
      source: ConsentSource;
      ip: string | null;
    }): Promise<void>;
  };
}

export interface PlayerAuthDeps {
  data: DataAccess<PlayerAuthRepos>;
  sessions: SessionsService;
  throttle: ThrottleService;
  media: MediaService;
  mail: MailApi;
  sessionTtlMs: number;
  siteUrl: string;
  associationName: string;
  associationNameMs: string;
  limits: {
    login: LoginLimits;
    registrationsPerIpPerHour: number;
    resetRequestsPerEmailPerHour: number;
    identityChecks: IdentityProbeLimits;
  };
  reportBurst: ReportBurst;
  resetTtlMs?: number;
  now?: () => Date;
  icCipher: IcCipher;
  /** The Terms and Privacy Policy version a registration accepts (site setting). */
  policyVersion: () => Promise<string>;
}

export function createPlayerAuthService(deps: PlayerAuthDeps) {
  const { data, sessions, throttle, media, mail, limits } = deps;
  const repo = data.repos.players;
  const now = deps.now ?? (() => new Date());
  const registerSchema = createRegisterPlayerInputSchema(now);
  const probes = createIdentityProbes({
    throttle,
    limits: limits.identityChecks,
    reportBurst: deps.reportBurst,
  });

  /** "Someone tried to register with your e-mail", at most once a day per address. */
  async function warnEmailOwner(email: string) {
    const owner = await repo.findByEmail(email);
    if (!owner) return;
    // Claimed atomically: a burst of registrations sends one warning, not one each.
    const claimed = await throttle.tryReserve([
      {
        bucket: 'register-duplicate-email-alert',
        key: owner.email.toLowerCase(),
        limit: 1,
        windowMs: DAY,
      },
    ]);
    if (!claimed) return;
    await data.repos.mailOutbox.insert(duplicateRegistrationMail(deps, owner));
    mail.kick();
  }

  /** The player, a minor's guardian, their welcome message and welcome mail: all or nothing. */
  async function insertPlayer(
    values: Parameters<PlayersRepository['insert']>[0],
    guardian: GuardianDetails | null,
    ip: string,
  ) {
    const version = await deps.policyVersion();
    return data.withTransaction(async ({ players, messages, mailOutbox, consents }) => {
      const player = await players.insert({ ...values, policyVersionAccepted: version });
      if (guardian) {
        // Sealed like the player's own; no hash: nothing is looked up by a guardian's number.
        const sealed = deps.icCipher.seal(guardian.icNumber);
        await players.insertGuardian({
          playerId: player.id,
          fullName: guardian.name,
          icCiphertext: sealed.icCiphertext,
          icKeyId: sealed.icKeyId,
          icLast4: sealed.icLast4,
          contact: guardian.contact,
          consentedAt: values.guardianConsentAt ?? now(),
        });
      }
      await consents.record({
        playerId: player.id,
        kind: 'policy',
        version,
        granted: true,
        source: 'registration',
        ip,
      });
      // The news choice made on the form (or not made: older clients have no checkbox).
      await consents.record({
        playerId: player.id,
        kind: 'marketing',
        version: null,
        granted: values.marketingOptIn ?? false,
        source: 'registration',
        ip,
      });
      const welcome = welcomeMessage(deps, player);
      await messages.insert({ playerId: player.id, ...welcome });
      await mailOutbox.insert(welcomeMail(deps, player));
      return player;
    });
  }

  async function registerChecked(
    fields: Record<string, string>,
    picture: ProcessedImage | undefined,
    ip: string,
  ) {
    const input = parseInput(registerSchema, fields);
    const sealedIc = deps.icCipher.seal(input.icNumber);
    const clashes = await repo.findClashes({ ...input, icHash: sealedIc.icHash });
    if (clashes.email) await warnEmailOwner(input.email);
    for (const field of ['icNumber', 'email', 'username'] as const) {
      if (clashes[field]) throw badRequest(DUPLICATE_MESSAGES[field]);
    }

    const passwordHash = await hashPassword(input.password);
    const stored = picture ? await media.store('players', picture) : undefined;
    try {
      const player = await insertPlayer(
        {
          fullName: input.fullName,
          email: input.email,
          phoneNumber: input.phoneNumber,
          gender: input.gender,
          ...sealedIc,
          dateOfBirth: dateOfBirthFromIc(input.icNumber, now()),
          addressLine1: input.addressLine1,
          addressLine2: input.addressLine2 ?? null,
          city: input.city,
          state: input.state,
          username: input.username,
          passwordHash,
          profilePicture: stored?.url ?? null,
          duprId: input.duprId ?? null,
          duprRating: input.duprRating ?? null,
          guardianConsentAt: input.guardianConsent || input.parentalConsent ? now() : null,
          marketingOptIn: input.newsOptIn,
          language: input.language,
        },
        registeredGuardian(input, now()),
        ip,
      );
      mail.kick();
      return toPlayer(player, now());
    } catch (err) {
      if (stored) await media.remove(stored.url);
      const field = CONSTRAINT_FIELDS[uniqueConstraintOf(err) ?? ''];
      if (field) throw badRequest(DUPLICATE_MESSAGES[field]);
      throw err;
    }
  }

  return {
    /**
     * `{ exists }` for any input (a malformed IC is simply not registered), counted per address:
     * the answer has the same shape whether or not the format is valid.
     */
    async checkIcNumber(icNumber: string, ip: string) {
      await probes.admit('check-ic', { ip }, 'IC number checks from this network');
      const digits = icNumber.replace(/[-\s]/g, '');
      return {
        exists: /^\d{12}$/.test(digits) && (await repo.icHashExists(deps.icCipher.hash(digits))),
      };
    },

    /** Counts a registration attempt from this address; 429 past the hourly or daily limits. */
    async admitRegistration(ip: string) {
      await probes.admit('register', { ip }, 'registration attempts from this network');
      const rule: ThrottleRule = {
        bucket: 'register:ip',
        key: ip,
        limit: limits.registrationsPerIpPerHour,
        windowMs: HOUR,
      };
      await throttle.assertAllowed(
        [rule],
        (m) => `Too many registrations from this network. Try again in ${m} minutes.`,
      );
      await throttle.record([rule]);
    },

    /**
     * A new player. Its refusals carry `error` only, never `details`: the previous frontend adds
     * "(Existing player: MPA ID …, …)" from any `details` it gets, and a clash names only what
     * clashed (never the other player). docs/api/players.md.
     */
    async register(
      fields: Record<string, string>,
      picture: ProcessedImage | undefined,
      ip: string,
    ) {
      try {
        return await registerChecked(fields, picture, ip);
      } catch (err) {
        if (err instanceof AppError && err.details)
          throw new AppError(err.code, err.message, { headers: err.headers });
        throw err;
      }
    },

    /** Always the same answer, so the call does not reveal which e-mails are registered. */
    async forgotPassword(email: string, ip: string) {
      // Counted before anything is sent (atomically), so a burst cannot send more links.
      await throttle.reserve(
        [
          {
            bucket: 'forgot-password:email',
            key: email.trim().toLowerCase(),
            limit: limits.resetRequestsPerEmailPerHour,
            windowMs: HOUR,
          },
          {
            bucket: 'forgot-password:ip',
            key: ip,
            limit: limits.resetRequestsPerEmailPerHour * 10,
            windowMs: HOUR,
          },
        ],
        TOO_MANY_RESET_REQUESTS,
      );
      const player = await repo.findByEmail(email.trim());
      if (player) {
        const token = generateToken();
        const ttl = deps.resetTtlMs ?? HOUR;
        await data.withTransaction(async ({ players, mailOutbox }) => {
          await players.insertReset({
            playerId: player.id,
            tokenHash: hashToken(token),
            expiresAt: new Date(Date.now() + ttl),
          });
          await mailOutbox.insert(forgotPasswordMail(deps, player, token, ttl));
        });
        mail.kick();
      }
      return { success: true as const, message: FORGOT_PASSWORD_ANSWER };
    },

    /**
     * Sets a new password with a link's token. Wrong tokens are limited per address (reserved
     * before the check; a right one is not counted).
     */
    async resetPassword(token: string, password: string, ip: string) {
      const reset: { playerId: string | null } = { playerId: null };
      await throttle.guard(
        [{ bucket: 'reset-password:ip', key: ip, limit: RESET_TRIES_PER_IP, windowMs: HOUR }],
        TOO_MANY_RESET_REQUESTS,
        async () => {
          reset.playerId = await data.withTransaction(async ({ players }) => {
            const id = await players.consumeReset(hashToken(token));
            if (!id) return null;
            await players.update(id, {
              passwordHash: await hashPassword(password),
              passwordChangedAt: new Date(),
            });
            return id;
          });
          return reset.playerId !== null;
        },
      );
      const { playerId } = reset;
      if (!playerId) throw badRequest(RESET_LINK_INVALID);
      await sessions.revokeAllForPlayer(playerId);
      return {
        success: true as const,
        message: 'Your password has been changed. You can now sign in.',
      };
    },
  };
}

export type PlayerAuthService = ReturnType<typeof createPlayerAuthService>;
