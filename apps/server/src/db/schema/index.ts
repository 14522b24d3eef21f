export * from './admins';
export * from './players';
export * from './sessions';
export * from './throttle';
