export { createTestClockModule } from './test-clock.module';
