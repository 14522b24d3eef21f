export * from './admins';
export * from './mail-outbox';
export * from './messages';
export * from './password-resets';
export * from './players';
export * from './sessions';
export * from './throttle';
export * from './tournaments';
