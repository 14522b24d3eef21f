import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { successMessageSchema } from '@app/shared/common';
import { languageInputSchema } from '@app/shared/language';
import {
  changePlayerPasswordInputSchema,
  checkIcNumberInputSchema,
  checkIcNumberResultSchema,
  icNumberRevealSchema,
  playerLoginAnswerSchema,
  playerLoginInputSchema,
  playerLoginResultSchema,
  playerSchema,
} from '@app/shared/players';
import { twoFactorSignInInputSchema } from '@app/shared/security';

import {
  clearSessionCookie,
  PLAYER_COOKIE,
  playerActor,
  setLanguageCookie,
  setSessionCookie,
} from '../../plugins/auth';
import { readMultipart } from '../media/index';

import type { PlayerAuthService } from './players.auth.service';
import type { PlayersService } from './players.service';
import type { PlayerSignInService } from './players.sign-in.service';
import { PROFILE_PICTURE_FIELDS, PROFILE_PICTURE_MESSAGES } from './players.uploads';

const idParams = z.object({ id: z.string().min(1).max(64) });
// Any text: a malformed IC gets the same `{ exists: false }` shape as an unregistered one.
const icParams = z.object({ icNumber: z.string().max(200) });

export const playersRoutes: FastifyPluginAsyncZod<{
  auth: PlayerAuthService;
  signIn: PlayerSignInService;
  players: PlayersService;
  publicUrl: string | undefined;
}> = async (app, { auth, signIn, players, publicUrl }) => {
  // The number in the body, out of URLs and so out of logs (round 2, item 4).
  app.post(
    '/api/players/check-ic',
    { schema: { body: checkIcNumberInputSchema, response: { 200: checkIcNumberResultSchema } } },
    async (req) => auth.checkIcNumber(req.body.icNumber, req.ip),
  );
  // Kept for older clients (api-compat.md); its URL is redacted in the logs.
  app.get(
    '/api/players/check-ic/:icNumber',
    { schema: { params: icParams, response: { 200: checkIcNumberResultSchema } } },
    async (req) => auth.checkIcNumber(req.params.icNumber, req.ip),
  );

  app.post(
    '/api/players/register',
    {
      onRequest: async (req) => auth.admitRegistration(req.ip),
      schema: { response: { 201: playerSchema } },
    },
    async (req, reply) => {
      const { fields, images } = await readMultipart(
        req,
        PROFILE_PICTURE_FIELDS,
        PROFILE_PICTURE_MESSAGES,
      );
      return reply.code(201).send(await auth.register(fields, images[0]?.image, req.ip));
    },
  );

  app.post(
    '/api/players/login',
    { schema: { body: playerLoginInputSchema, response: { 200: playerLoginAnswerSchema } } },
    async (req, reply) => {
      const answer = await signIn.login(req.body, {
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      });
      if ('twoFactorRequired' in answer) return answer;
      const { expiresAt, ...result } = answer;
      setSessionCookie(req, reply, PLAYER_COOKIE, result.token, expiresAt, publicUrl);
      setLanguageCookie(reply, result.player.language);
      return result;
    },
  );

  app.post(
    '/api/players/login/two-factor',
    { schema: { body: twoFactorSignInInputSchema, response: { 200: playerLoginResultSchema } } },
    async (req, reply) => {
      const { expiresAt, ...result } = await signIn.loginTwoFactor(req.body, {
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      });
      setSessionCookie(req, reply, PLAYER_COOKIE, result.token, expiresAt, publicUrl);
      setLanguageCookie(reply, result.player.language);
      return result;
    },
  );

  app.post(
    '/api/players/logout',
    { schema: { response: { 200: successMessageSchema } } },
    async (req, reply) => {
      clearSessionCookie(reply, PLAYER_COOKIE);
      return signIn.logout(playerActor(req).sessionId);
    },
  );

  app.post(
    '/api/players/forgot-password',
    {
      schema: {
        body: z.object({ email: z.email('Please enter a valid email address').max(254) }),
        response: { 200: successMessageSchema },
      },
    },
    async (req) => auth.forgotPassword(req.body.email, req.ip),
  );

  app.post(
    '/api/players/reset-password',
    {
      schema: {
        body: z
          .object({
            token: z.string().min(1, 'This reset link is invalid or has expired').max(200),
            password: z.string().min(8, 'Password must be at least 8 characters').max(128),
            confirmPassword: z.string().max(128).optional(),
          })
          .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.password, {
            message: 'Passwords do not match!',
            path: ['confirmPassword'],
          }),
        response: { 200: successMessageSchema },
      },
    },
    async (req) => auth.resetPassword(req.body.token, req.body.password, req.ip),
  );

  app.put(
    '/api/players/me/password',
    {
      schema: { body: changePlayerPasswordInputSchema, response: { 200: successMessageSchema } },
    },
    async (req) => signIn.changePassword(playerActor(req), req.body),
  );

  // The old frontend's password change (api-compat): the same change, for the player's own id
  // (checked before the body, so someone else's id answers 403 whatever is sent).
  app.post(
    '/api/players/:id/change-password',
    {
      preValidation: async (req) =>
        signIn.assertOwnAccount(playerActor(req), (req.params as { id: string }).id),
      schema: {
        params: idParams,
        body: changePlayerPasswordInputSchema,
        response: { 200: successMessageSchema },
      },
    },
    async (req) => signIn.changePassword(playerActor(req), req.body, req.params.id),
  );

  app.put(
    '/api/players/me/language',
    {
      schema: { body: languageInputSchema, response: { 200: playerSchema } },
    },
    async (req, reply) => {
      const player = await players.setLanguage(playerActor(req).playerId, req.body.language);
      setLanguageCookie(reply, player.language);
      return player;
    },
  );

  app.get(
    '/api/players/me',
    { schema: { response: { 200: playerSchema } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return players.get(playerActor(req), playerActor(req).playerId);
    },
  );

  app.get(
    '/api/players/:id',
    {
      schema: { params: idParams, response: { 200: playerSchema } },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return players.get(req.actor!, req.params.id);
    },
  );

  // The full IC number, on an explicit "show" (owner) or "reveal" (staff, audited).
  app.post(
    '/api/players/:id/ic-number/reveal',
    {
      schema: { params: idParams, response: { 200: icNumberRevealSchema } },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return players.revealIcNumber(req.actor!, req.params.id);
    },
  );

  app.patch(
    '/api/players/:id',
    {
      schema: {
        params: idParams,
        body: z.record(z.string(), z.unknown()),
        response: { 200: playerSchema },
      },
    },
    async (req) => players.update(req.actor!, req.params.id, req.body),
  );

  app.post(
    '/api/players/:id/profile-picture',
    {
      schema: { params: idParams, response: { 200: playerSchema } },
    },
    async (req) => {
      const { images } = await readMultipart(req, PROFILE_PICTURE_FIELDS, PROFILE_PICTURE_MESSAGES);
      return players.setProfilePicture(req.actor!, req.params.id, images[0]?.image);
    },
  );
};
