import { booleanString, optionalUrl, type EnvOf } from './env-fields';

/** PostgreSQL, or (unset) the embedded database, and whether demo content is seeded into it. */
export const databaseEnvShape = {
  DATABASE_URL: optionalUrl('DATABASE_URL', ['postgres:', 'postgresql:']),
  SEED_DEMO: booleanString('SEED_DEMO').optional(),
};

export type DatabaseEnv = EnvOf<typeof databaseEnvShape>;

export interface DatabaseConfig {
  databaseUrl: string | undefined;
  seedDemo: boolean;
}

export function toDatabaseConfig(e: DatabaseEnv): DatabaseConfig {
  return {
    databaseUrl: e.DATABASE_URL,
    // Demo content only on the embedded database unless explicitly asked for.
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
  };
}
