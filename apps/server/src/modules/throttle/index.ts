export { createThrottleModule } from './throttle.module';
export { createThrottleRepository, type ThrottleRepository } from './throttle.repository';
export type { Reservation } from './reservations';
export type { ThrottleService } from './throttle.service';
export type { BackoffRule, ThrottleRule } from './throttle.types';
export { createLoginThrottle, type LoginLimits, type LoginThrottle } from './login-throttle';
export { createOwnPasswordCheck } from './own-password-check';
