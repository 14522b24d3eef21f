import type { Messages } from '../en/index';
import type { LazyNamespace } from '../en/lazy-namespaces';

/**
 * Bahasa Malaysia: loaders for the namespaces outside the core catalogue, one chunk each, fetched on demand
 * (by the lazy routes in the router, and by home page features when they open).
 */
export const LAZY_NAMESPACES: {
  [K in LazyNamespace]: () => Promise<Pick<Messages, K>>;
} = {
  pages: async () => ({ pages: (await import('./pages')).pages }),
  legal: async () => ({ legal: (await import('./legal')).legal }),
  organizers: async () => ({ organizers: (await import('./organizers')).organizers }),
  calendar: async () => ({ calendar: (await import('./calendar')).calendar }),
  directory: async () => ({ directory: (await import('./directory')).directory }),
  contact: async () => ({ contact: (await import('./contact')).contact }),
  enrolment: async () => ({ enrolment: (await import('./enrolment')).enrolment }),
  notifications: async () => ({
    notifications: (await import('./notifications')).notifications,
  }),
  players: async () => ({ players: (await import('./players')).players }),
  picklezone: async () => ({ picklezone: (await import('./picklezone')).picklezone }),
  admin: async () => ({ admin: (await import('./admin')).admin }),
  adminPlayers: async () => ({ adminPlayers: (await import('./admin-players')).adminPlayers }),
  adminTournaments: async () => ({
    adminTournaments: (await import('./admin-tournaments')).adminTournaments,
  }),
  adminContent: async () => ({ adminContent: (await import('./admin-content')).adminContent }),
  adminReports: async () => ({ adminReports: (await import('./admin-reports')).adminReports }),
  adminResults: async () => ({ adminResults: (await import('./admin-results')).adminResults }),
  security: async () => ({ security: (await import('./security')).security }),
  membership: async () => ({ membership: (await import('./membership')).membership }),
  privacy: async () => ({ privacy: (await import('./privacy')).privacy }),
  payments: async () => ({ payments: (await import('./payments')).payments }),
  finance: async () => ({ finance: (await import('./finance')).finance }),
  competition: async () => ({ competition: (await import('./competition')).competition }),
};
