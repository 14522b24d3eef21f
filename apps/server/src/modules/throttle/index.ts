export { createThrottleModule } from './throttle.module';
export { createThrottleRepository, type ThrottleRepository } from './throttle.repository';
export type { Reservation } from './reservations';
export type { ThrottleService } from './throttle.service';
export type { BackoffRule, ThrottleRule } from './throttle.types';
export {
  createLoginThrottle,
  TOO_MANY_FAILED_LOGINS,
  type LoginLimits,
  type LoginThrottle,
} from './login-throttle';
export { createOwnPasswordCheck, TOO_MANY_WRONG_PASSWORDS } from './own-password-check';
