export { createThrottleModule } from './throttle.module';
export { createThrottleRepository, type ThrottleRepository } from './throttle.repository';
export type { ThrottleRule, ThrottleService } from './throttle.service';
