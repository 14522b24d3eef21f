export { createRetentionModule } from './retention.module';
export { createRetentionRepository, type RetentionRepository } from './retention.repository';
