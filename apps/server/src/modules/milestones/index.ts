export { createMilestonesModule } from './milestones.module';
export { createMilestonesRepository, type MilestonesRepository } from './milestones.repository';
