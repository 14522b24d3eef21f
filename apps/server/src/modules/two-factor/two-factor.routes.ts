import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { successMessageSchema } from '@app/shared/common';
import {
  disableTwoFactorInputSchema,
  enableTwoFactorInputSchema,
  recoveryCodesSchema,
  twoFactorSetupSchema,
} from '@app/shared/security';

import type { TwoFactorSubject } from './two-factor.repository';
import type { TwoFactorService } from './two-factor.service';

/** The full URLs of the four routes, written out by the module that registers them. */
export interface TwoFactorUrls {
  status: string;
  setup: string;
  enable: string;
  disable: string;
}

export interface TwoFactorRouteOptions {
  twoFactor: TwoFactorService;
  urls: TwoFactorUrls;
  /** Whose authenticator: the signed-in staff member or player. */
  subject(req: FastifyRequest): TwoFactorSubject;
  /** The account name shown in the authenticator app. */
  account(req: FastifyRequest): string;
  /** Throws unless the password is the signed-in person's (turning two-factor off). */
  checkPassword(req: FastifyRequest, password: string): Promise<void>;
  /** Throws when this person may not turn it off (a role that requires it). */
  assertMayDisable(req: FastifyRequest): Promise<void>;
  /** After set-up is confirmed (a staff session waiting to enrol becomes a full one). */
  onEnabled?(req: FastifyRequest): Promise<void>;
}

const statusSchema = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() });

/** Two-factor status, set-up, enable and disable, at the staff's or the players' URLs. */
export const twoFactorRoutes: FastifyPluginAsyncZod<TwoFactorRouteOptions> = async (app, opts) => {
  const { twoFactor, urls } = opts;
  app.get(urls.status, { schema: { response: { 200: statusSchema } } }, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    return twoFactor.status(opts.subject(req));
  });
  app.post(
    urls.setup,
    { schema: { response: { 200: twoFactorSetupSchema } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return twoFactor.startSetup(opts.subject(req), opts.account(req));
    },
  );
  app.post(
    urls.enable,
    { schema: { body: enableTwoFactorInputSchema, response: { 200: recoveryCodesSchema } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      const result = await twoFactor.confirmSetup(opts.subject(req), req.body.code);
      await opts.onEnabled?.(req);
      return result;
    },
  );
  app.post(
    urls.disable,
    { schema: { body: disableTwoFactorInputSchema, response: { 200: successMessageSchema } } },
    async (req) => {
      await opts.assertMayDisable(req);
      await opts.checkPassword(req, req.body.password);
      await twoFactor.disable(opts.subject(req));
      return { success: true as const, message: 'Two-factor sign-in is off' };
    },
  );
};
