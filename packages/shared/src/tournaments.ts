// Tournaments and organizers: records, rules and the portal's mapping, by concept (each file
// under tournaments/).
export * from './tournaments/types';
export * from './tournaments/records';
export * from './tournaments/upcoming';
export * from './tournaments/organizers';
export * from './tournaments/portal';
