import { z } from 'zod';

import { booleanString, optionalString, optionalUrl, type EnvOf } from './env-fields';

/** The tournament portal: its API, the webhooks it sends and the scheduled pull. */
export const portalEnvShape = {
  PORTAL_URL: optionalUrl('PORTAL_URL', ['http:', 'https:']),
  PORTAL_WEBHOOK_SECRET: optionalString.refine((v) => v === undefined || v.length >= 16, {
    message: 'PORTAL_WEBHOOK_SECRET must be at least 16 characters',
  }),
  PORTAL_WEBHOOK_LEGACY_SIGNATURE: booleanString('PORTAL_WEBHOOK_LEGACY_SIGNATURE').default(false),
  PORTAL_API_KEY: optionalString.refine((v) => v === undefined || v.length >= 16, {
    message: 'PORTAL_API_KEY must be at least 16 characters',
  }),
  PORTAL_SYNC_INTERVAL_MINUTES: z.coerce
    .number({ message: 'PORTAL_SYNC_INTERVAL_MINUTES must be a number' })
    .int('PORTAL_SYNC_INTERVAL_MINUTES must be a whole number')
    .min(0, 'PORTAL_SYNC_INTERVAL_MINUTES must be 0 (off) or more')
    .max(24 * 60)
    .default(15),
};

export type PortalEnv = EnvOf<typeof portalEnvShape>;

export interface PortalConfig {
  portalUrl: string | undefined;
  portalWebhookSecret: string | undefined;
  /** Accept the portal's old body-only webhook signature (no replay protection). */
  portalWebhookLegacySignature: boolean;
  portalApiKey: string | undefined;
  /** 0 turns the scheduled portal pull off. */
  portalSyncIntervalMs: number;
}

export function toPortalConfig(e: PortalEnv): PortalConfig {
  return {
    portalUrl: e.PORTAL_URL?.replace(/\/+$/, ''),
    portalWebhookSecret: e.PORTAL_WEBHOOK_SECRET,
    portalWebhookLegacySignature: e.PORTAL_WEBHOOK_LEGACY_SIGNATURE,
    portalApiKey: e.PORTAL_API_KEY,
    portalSyncIntervalMs: e.PORTAL_SYNC_INTERVAL_MINUTES * 60_000,
  };
}
