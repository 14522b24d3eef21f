export { createThrottleModule } from './throttle.module';
export { createThrottleRepository, type ThrottleRepository } from './throttle.repository';
export type { BackoffRule, ThrottleRule, ThrottleService } from './throttle.service';
export {
  createLoginThrottle,
  TOO_MANY_FAILED_LOGINS,
  type LoginLimits,
  type LoginThrottle,
} from './login-throttle';
