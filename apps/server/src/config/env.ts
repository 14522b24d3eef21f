import { z } from 'zod';

import {
  associationEnvShape,
  toAssociationConfig,
  type AssociationConfig,
} from './association-env';
import { databaseEnvShape, toDatabaseConfig, type DatabaseConfig } from './database-env';
import { checkLimitsEnv, limitsEnvShape, toLimitsConfig, type LimitsConfig } from './limits-env';
import { mailEnvShape, toMailConfig, type MailConfig } from './mail-env';
import {
  checkPaymentsEnv,
  paymentsEnvShape,
  toPaymentsConfig,
  type PaymentsConfig,
} from './payments-env';
import { portalEnvShape, toPortalConfig, type PortalConfig } from './portal-env';
import {
  checkSecurityEnv,
  securityEnvShape,
  toSecurityConfig,
  type SecurityConfig,
} from './security-env';
import { checkServerEnv, serverEnvShape, toServerConfig, type ServerConfig } from './server-env';
import {
  checkStorageEnv,
  storageEnvShape,
  toStorageConfig,
  type StorageConfig,
} from './storage-env';

/** The whole environment: each area's variables, then the rules that span several of them. */
const envSchema = z
  .object({
    ...serverEnvShape,
    ...databaseEnvShape,
    ...mailEnvShape,
    ...portalEnvShape,
    ...securityEnvShape,
    ...associationEnvShape,
    ...storageEnvShape,
    ...limitsEnvShape,
    ...paymentsEnvShape,
  })
  .superRefine(checkStorageEnv)
  .superRefine(checkLimitsEnv)
  .superRefine(checkServerEnv)
  .superRefine(checkSecurityEnv)
  .superRefine(checkPaymentsEnv);

/** The server's settings, parsed from the environment once at start-up (one part per area). */
export interface AppConfig
  extends
    ServerConfig,
    DatabaseConfig,
    MailConfig,
    PortalConfig,
    SecurityConfig,
    AssociationConfig,
    StorageConfig,
    LimitsConfig,
    PaymentsConfig {}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses and validates the environment; throws ConfigError listing every bad value. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  baseDir = process.cwd(),
): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => {
        const key = i.path.join('.');
        return i.message.includes(key) || key === '' ? i.message : `${key}: ${i.message}`;
      }),
    );
  }
  const e = parsed.data;
  return {
    ...toServerConfig(e, baseDir),
    ...toDatabaseConfig(e),
    ...toMailConfig(e),
    ...toPortalConfig(e),
    ...toSecurityConfig(e),
    ...toAssociationConfig(e),
    ...toStorageConfig(e),
    ...toLimitsConfig(e),
    ...toPaymentsConfig(e),
  };
}
