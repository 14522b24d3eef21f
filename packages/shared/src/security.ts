export * from './security/audit';
export * from './security/sessions';
export * from './security/two-factor';
export * from './security/audit-actions';
