import { seedDemoCompetition } from './demo-competition';
import { seedDemoContent } from './demo-content';
import { seedDemoDirectory } from './demo-directory';
import { seedDemoEnquiries } from './demo-enquiries';
import { seedDemoMembership } from './demo-membership';
import { seedDemoOrganisation } from './demo-organisation';
import { seedDemoPlayers } from './demo-players';
import { seedDemoPosts } from './demo-posts';
import { seedDemoTournaments } from './demo-tournaments';
import type { DemoSeeder, SeedContext } from './seed-context';

export type { SeedContext } from './seed-context';

/** Each domain adds its seeder here. */
export const DEMO_SEEDERS: DemoSeeder[] = [
  { name: 'players', run: seedDemoPlayers },
  { name: 'membership', run: seedDemoMembership },
  { name: 'tournaments', run: seedDemoTournaments },
  { name: 'competition', run: seedDemoCompetition },
  { name: 'content', run: seedDemoContent },
  { name: 'organisation', run: seedDemoOrganisation },
  { name: 'posts', run: seedDemoPosts },
  { name: 'directory', run: seedDemoDirectory },
  { name: 'enquiries', run: seedDemoEnquiries },
];

export async function runDemoSeeders(ctx: SeedContext) {
  for (const seeder of DEMO_SEEDERS) {
    const created = await seeder.run(ctx);
    if (created > 0) ctx.log.info({ seeder: seeder.name, created }, 'seeded demo content');
  }
}
