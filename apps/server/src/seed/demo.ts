import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '../db/client';
import type { MediaService } from '../modules/media/media.service';

import { seedDemoContent } from './demo-content';
import { seedDemoPlayers } from './demo-players';
import { seedDemoPosts } from './demo-posts';
import { seedDemoTournaments } from './demo-tournaments';

export interface SeedContext {
  db: Database;
  dataDir: string;
  log: FastifyBaseLogger;
  media: MediaService;
}

/** A seeder fills its own tables only when they are empty, so re-running is harmless. */
export interface DemoSeeder {
  name: string;
  run(ctx: SeedContext): Promise<number>;
}

/** Each domain adds its seeder here. */
export const DEMO_SEEDERS: DemoSeeder[] = [
  { name: 'players', run: seedDemoPlayers },
  { name: 'tournaments', run: seedDemoTournaments },
  { name: 'content', run: seedDemoContent },
  { name: 'posts', run: seedDemoPosts },
];

export async function runDemoSeeders(ctx: SeedContext) {
  for (const seeder of DEMO_SEEDERS) {
    const created = await seeder.run(ctx);
    if (created > 0) ctx.log.info({ seeder: seeder.name, created }, 'seeded demo content');
  }
}
