import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '../db/client';
import type { IcCipher } from '../lib/personal-data/ic-cipher';
import type { MediaService } from '../modules/media/index';

export interface SeedContext {
  db: Database;
  dataDir: string;
  log: FastifyBaseLogger;
  media: MediaService;
  icCipher: IcCipher;
}

/** A seeder fills its own tables only when they are empty, so re-running is harmless. */
export interface DemoSeeder {
  name: string;
  run(ctx: SeedContext): Promise<number>;
}
