export * from './staff/roles';
export * from './staff/schemas';
export * from './staff/settings';
export * from './staff/attention';
export * from './staff/overview';
