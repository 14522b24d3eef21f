export { createHealthModule } from './health.module';
