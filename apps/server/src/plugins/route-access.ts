import type { StaffRole } from '@app/shared/staff';

/**
 * Who may call each route: the one table the server reads. Every registered route must be
 * listed (the app refuses to start otherwise), and the guard a policy names is attached to the
 * route from here alone (route-guards.ts), so a route cannot be reachable by more people than
 * its entry says, nor guarded anywhere else.
 *
 * - public: anyone.
 * - player: a signed-in, active player.
 * - owner: a player, and only for their own records (the service compares ids).
 * - signed-webhook: the portal's HMAC signature (checked by the route).
 * - metrics-token: a scraper's `METRICS_TOKEN` bearer (checked by the route).
 * - { staff }: a signed-in, active staff member holding one of the roles (a super admin holds
 *   them all; 'any' is any staff member). With `enrolling`, also one who must still set up
 *   two-factor; with `orOwner`, also the player the record belongs to; with `orPortalKey`, also
 *   the portal's `X-API-Key` (checked by the route).
 */
export type RouteAccess =
  'public' | 'player' | 'owner' | 'signed-webhook' | 'metrics-token' | StaffAccess;

export interface StaffAccess {
  staff: readonly StaffRole[] | 'any';
  enrolling?: true;
  orOwner?: true;
  orPortalKey?: true;
}

const staff = (...roles: StaffRole[]): StaffAccess => ({ staff: roles });
const anyStaff: StaffAccess = { staff: 'any' };
const enrolling: StaffAccess = { staff: 'any', enrolling: true };
const staffOrOwner = (...roles: StaffRole[]): StaffAccess => ({ staff: roles, orOwner: true });

const SUPER = staff('super_admin');
const CONTENT = staff('content_editor');
const MODERATOR = staff('moderator');
const MEMBERSHIP = staff('membership_officer');
/** A member's receipts and the money on them: membership officers and treasurers. */
const MEMBERSHIP_MONEY = staff('membership_officer', 'treasurer');
/** The finance view and refunds through the gateway: treasurers. */
const FINANCE = staff('treasurer');
const TOURNAMENTS = staff('tournament_officer');
const DIRECTORY_KEEPERS = staff('tournament_officer', 'content_editor');

const PROGRAM_ROUTES = ['/api/courses', '/api/clinics', '/api/api/courses', '/api/api/clinics'];

export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  'OPTIONS *': 'public',
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/ready': 'public',
  'GET /metrics': 'metrics-token',
  // The API's OpenAPI document.
  'GET /api/docs': anyStaff,
  'GET /robots.txt': 'public',
  'GET /sitemap.xml': 'public',
  'GET /uploads/*': 'public',
  'GET /api/uploads/*': 'public',

  // Staff sign-in and own account. Someone who must first set up two-factor may only do that.
  'POST /api/admin/login': 'public',
  'POST /api/admin/login/two-factor': 'public',
  'GET /api/admin/invitations/:token': 'public',
  'POST /api/admin/invitations/accept': 'public',
  'POST /api/admin/logout': enrolling,
  'GET /api/admin/me': enrolling,
  'PUT /api/admin/me/username': anyStaff,
  'PUT /api/admin/me/password': anyStaff,
  'PUT /api/admin/me/language': anyStaff,
  'GET /api/admin/two-factor': enrolling,
  'POST /api/admin/two-factor/setup': enrolling,
  'POST /api/admin/two-factor/enable': enrolling,
  'POST /api/admin/two-factor/disable': anyStaff,
  'GET /api/admin/sessions': anyStaff,
  'POST /api/admin/sessions/end-others': anyStaff,
  'DELETE /api/admin/sessions/:sessionId': anyStaff,

  // Staff accounts, settings and the audit log: super admins.
  'GET /api/admin/staff': SUPER,
  'GET /api/admin/staff/invitations': SUPER,
  'POST /api/admin/staff/invitations': SUPER,
  'DELETE /api/admin/staff/invitations/:id': SUPER,
  'PUT /api/admin/staff/:id/roles': SUPER,
  'POST /api/admin/staff/:id/disable': SUPER,
  'POST /api/admin/staff/:id/enable': SUPER,
  'POST /api/admin/staff/:id/reset-two-factor': SUPER,
  'GET /api/admin/settings': SUPER,
  'PUT /api/admin/settings': SUPER,
  'GET /api/admin/audit': SUPER,
  'GET /api/admin/audit/export.csv': SUPER,
  'GET /api/admin/audit/:id': SUPER,

  // Content: content editors.
  'GET /api/news': 'public',
  'GET /api/news/:newsId': 'public',
  'POST /api/news': CONTENT,
  'PATCH /api/news/:newsId': CONTENT,
  'DELETE /api/news/:newsId': CONTENT,
  'GET /api/featured-video': 'public',
  'POST /api/featured-video': CONTENT,
  'GET /api/milestones': 'public',
  'GET /api/milestones/:id': 'public',
  'POST /api/milestones': CONTENT,
  'PUT /api/milestones/order': CONTENT,
  'PATCH /api/milestones/:id': CONTENT,
  'DELETE /api/milestones/:id': CONTENT,
  'GET /api/office-bearers': 'public',
  'POST /api/office-bearers': CONTENT,
  'PUT /api/office-bearers/:id': CONTENT,
  'DELETE /api/office-bearers/:id': CONTENT,
  'GET /api/affiliates': 'public',
  'POST /api/affiliates': CONTENT,
  'PATCH /api/affiliates/:id': CONTENT,
  'DELETE /api/affiliates/:id': CONTENT,
  ...Object.fromEntries(
    PROGRAM_ROUTES.flatMap((prefix) => [
      [`GET ${prefix}`, 'public'],
      [`POST ${prefix}`, CONTENT],
      [`PATCH ${prefix}/:id`, CONTENT],
      [`PUT ${prefix}/:id`, CONTENT],
      [`DELETE ${prefix}/:id`, CONTENT],
      [`GET ${prefix}/:id/participants`, CONTENT],
      [`POST ${prefix}/:id/participants/:playerId/payment`, CONTENT],
      [`POST ${prefix}/:id/enroll`, 'player'],
      [`DELETE ${prefix}/:id/enroll`, 'player'],
      [`POST ${prefix}/:id/waitlist`, 'player'],
      [`DELETE ${prefix}/:id/waitlist`, 'player'],
      [`POST ${prefix}/:id/waitlist/claim`, 'player'],
      [`POST ${prefix}/:id/partner/confirm`, 'player'],
      [`POST ${prefix}/:id/partner/decline`, 'player'],
    ]),
  ),
  'GET /api/players/me/enrollments': 'player',
  'GET /api/players/me/programs': 'player',
  'GET /api/players/me/statistics': 'player',
  'GET /api/players/me/notifications': 'player',
  'POST /api/players/me/notifications/read-all': 'player',
  'POST /api/players/me/notifications/:id/read': 'player',
  'GET /api/players/me/notification-settings': 'player',
  'PUT /api/players/me/notification-settings': 'player',
  'GET /api/notifications/ws': 'player',
  'GET /api/players/me/relations': 'player',
  'PUT /api/players/me/relations/:kind/:playerId': 'player',
  'DELETE /api/players/me/relations/:kind/:playerId': 'player',
  'GET /api/calendar': 'public',
  // "Contact us": anyone sends; any staff member works the inbox.
  'GET /api/enquiries/ticket': 'public',
  'POST /api/enquiries': 'public',
  // The sidebar's badges: each count only for the roles that open its section.
  'GET /api/admin/attention': anyStaff,
  'GET /api/admin/overview': anyStaff,
  'GET /api/admin/enquiries': anyStaff,
  'GET /api/admin/enquiries/:id': anyStaff,
  'PATCH /api/admin/enquiries/:id': anyStaff,
  'POST /api/admin/enquiries/:id/replies': anyStaff,

  'GET /api/directory': 'public',
  'GET /api/directory/:id': 'public',
  // Each kind has its owners; the service refuses the other role's kinds.
  'GET /api/admin/directory': DIRECTORY_KEEPERS,
  'POST /api/admin/directory': DIRECTORY_KEEPERS,
  'PATCH /api/admin/directory/:id': DIRECTORY_KEEPERS,
  'DELETE /api/admin/directory/:id': DIRECTORY_KEEPERS,
  'POST /api/admin/directory/:id/photos': DIRECTORY_KEEPERS,
  'DELETE /api/admin/directory/:id/photos/:index': DIRECTORY_KEEPERS,
  'GET /api/calendar/feed.ics': 'public',
  // The secret in the URL is the credential (a calendar app cannot sign in).
  'GET /api/calendar/personal/:file': 'public',
  'GET /api/players/me/calendar-feed': 'player',
  'POST /api/players/me/calendar-feed': 'player',
  'DELETE /api/players/me/calendar-feed': 'player',

  // Tournaments and organizers: tournament officers.
  'GET /api/tournaments': 'public',
  'GET /api/tournaments/:id': 'public',
  'GET /api/tournaments/deliveries': TOURNAMENTS,
  'POST /api/tournaments/sync': { ...TOURNAMENTS, orPortalKey: true },
  'DELETE /api/tournaments/:id': TOURNAMENTS,
  'POST /api/webhooks/tournament-updated': 'signed-webhook',
  'POST /api/payments/stripe/webhook': 'signed-webhook',
  'GET /api/payments/options': 'public',
  // Competition setup (issue 33): tiers, entry settings and divisions; competition privacy.
  'GET /api/competition/tiers': 'public',
  'GET /api/tournaments/:id/competition': 'public',
  'GET /api/tournaments/:id/competition/eligibility': 'player',
  'GET /api/players/me/competition-privacy': 'player',
  'PUT /api/players/me/competition-privacy': 'player',
  'GET /api/admin/competition/tiers': TOURNAMENTS,
  'POST /api/admin/competition/tiers': TOURNAMENTS,
  'PUT /api/admin/competition/tiers/:code': TOURNAMENTS,
  'GET /api/admin/tournaments/:id/entry-settings': TOURNAMENTS,
  'PUT /api/admin/tournaments/:id/entry-settings': TOURNAMENTS,
  'GET /api/admin/tournaments/:id/divisions': TOURNAMENTS,
  'POST /api/admin/tournaments/:id/divisions': TOURNAMENTS,
  'PUT /api/admin/divisions/:id': TOURNAMENTS,
  'DELETE /api/admin/divisions/:id': TOURNAMENTS,
  // Tournament entries (issue 33).
  'POST /api/divisions/:id/entries': 'player',
  'GET /api/divisions/:id/entries': 'public',
  'GET /api/divisions/:id/partners': 'player',
  'GET /api/players/me/entries': 'player',
  'GET /api/players/me/entries/requests': 'player',
  'POST /api/entries/:id/confirm': 'player',
  'POST /api/entries/:id/decline': 'player',
  'POST /api/entries/:id/claim': 'player',
  'POST /api/entries/:id/withdraw': 'player',
  'POST /api/entries/:id/pay': 'player',
  'GET /api/admin/divisions/:id/entries': TOURNAMENTS,
  // Entries flagged after a player's facts changed (issue 39), across tournaments.
  'GET /api/admin/entries/flagged': TOURNAMENTS,
  'POST /api/admin/entries/:id/override': TOURNAMENTS,
  'POST /api/admin/entries/:id/check-in': TOURNAMENTS,
  'GET /api/admin/tournaments/:id/entries.csv': TOURNAMENTS,
  // Results and national rankings (issue 33).
  'GET /api/rankings': 'public',
  'GET /api/rankings/players/:memberId': 'public',
  'GET /api/rankings/rules': 'public',
  'GET /api/tournaments/:id/results': 'public',
  'GET /api/players/:id/profile': 'public',
  'GET /api/players/me/competition-stats': 'player',
  'POST /api/admin/divisions/:id/results/validate': TOURNAMENTS,
  'POST /api/admin/divisions/:id/results/publish': TOURNAMENTS,
  'POST /api/admin/divisions/:id/results': TOURNAMENTS,
  'GET /api/admin/ranking-rules': TOURNAMENTS,
  'PUT /api/admin/ranking-rules': TOURNAMENTS,
  'GET /api/organizers': 'public',
  'GET /api/organizers/:id': 'public',
  'GET /api/organizers/ws': 'public',

  // Players: the player themself, and membership officers.
  'GET /api/players/check-ic/:icNumber': 'public',
  'POST /api/players/check-ic': 'public',
  'POST /api/players/register': 'public',
  'POST /api/players/login': 'public',
  'POST /api/players/login/two-factor': 'public',
  'POST /api/players/forgot-password': 'public',
  'POST /api/players/reset-password': 'public',
  'POST /api/players/logout': 'player',
  'GET /api/players/me': 'player',
  'GET /api/players/me/two-factor': 'player',
  'POST /api/players/me/two-factor/setup': 'player',
  'POST /api/players/me/two-factor/enable': 'player',
  'POST /api/players/me/two-factor/disable': 'player',
  'GET /api/players/me/sessions': 'player',
  'POST /api/players/me/sessions/end-others': 'player',
  'DELETE /api/players/me/sessions/:sessionId': 'player',
  'GET /api/players/:id': staffOrOwner('membership_officer'),
  'PATCH /api/players/:id': staffOrOwner('membership_officer'),
  'POST /api/players/:id/ic-number/reveal': staffOrOwner('membership_officer'),
  'POST /api/players/:id/profile-picture': staffOrOwner('membership_officer'),
  'GET /api/players/:id/messages': 'owner',
  'PATCH /api/players/:id/messages/:messageId/read': 'owner',
  'GET /api/players': MEMBERSHIP,
  'DELETE /api/players/:id': MEMBERSHIP,
  'GET /api/players/:id/credentials': MEMBERSHIP,
  'POST /api/players/:id/reset-password': MEMBERSHIP,
  'POST /api/players/:id/send-message': MEMBERSHIP,
  'GET /api/messages': MEMBERSHIP,
  'PUT /api/players/me/password': 'player',
  // The old frontend's password change: the player's own id only (the service compares).
  'POST /api/players/:id/change-password': 'owner',
  'PUT /api/players/me/language': 'player',

  // Membership: the member's own record and card; officers' tools; the public card check.
  'GET /api/players/me/membership': 'player',
  'POST /api/players/me/membership/checkout': 'player',
  'GET /api/players/me/payments': 'player',
  'GET /api/players/me/payments/:id': 'player',
  'POST /api/players/me/payments/:id/cancel': 'player',
  'POST /api/players/me/membership/renewals': 'player',
  'DELETE /api/players/me/membership/renewals/:id': 'player',
  'PUT /api/players/me/membership/reminders': 'player',
  'GET /api/players/me/membership/receipts/:receiptNumber': 'player',
  'GET /api/players/me/membership/credit-notes/:number': 'player',
  'GET /api/players/me/card': 'player',
  'GET /api/players/me/card.pdf': 'player',
  'POST /api/players/me/card/rotate': 'player',
  'GET /api/privacy/contact': 'public',
  // Browser tests only (TEST_CLOCK_TOKEN set); the route checks the token.
  'POST /api/test-clock/advance': 'public',
  'GET /api/players/me/deletion': 'player',
  'POST /api/players/me/deletion': 'player',
  'DELETE /api/players/me/deletion': 'player',
  'GET /api/admin/privacy/deletions': MEMBERSHIP,
  'GET /api/admin/privacy/exports': MEMBERSHIP,
  'GET /api/admin/privacy/players/:id/trail': MEMBERSHIP,
  'GET /api/admin/retention': SUPER,
  'PUT /api/admin/retention/:rule': SUPER,
  'POST /api/admin/retention/:rule/stop-standing': SUPER,
  'POST /api/admin/retention/:rule/preview': SUPER,
  'POST /api/admin/retention/runs/:id/confirm': SUPER,
  'POST /api/admin/retention/runs/:id/discard': SUPER,
  'GET /api/players/me/consents': 'player',
  'POST /api/players/me/consents/policy': 'player',
  'PUT /api/players/me/consents/marketing': 'player',
  'GET /api/players/me/corrections': 'player',
  'POST /api/players/me/corrections': 'player',
  'GET /api/admin/privacy/corrections': MEMBERSHIP,
  'POST /api/admin/privacy/corrections/:id/approve': MEMBERSHIP,
  'POST /api/admin/privacy/corrections/:id/reject': MEMBERSHIP,
  'GET /api/players/me/data-exports': 'player',
  'POST /api/players/me/data-exports': 'player',
  'GET /api/players/me/data-exports/:id/download': 'player',
  'GET /api/verify/:token': 'public',
  'POST /api/membership/unsubscribe': 'public',
  'GET /api/admin/membership/types': MEMBERSHIP,
  'POST /api/admin/membership/types': MEMBERSHIP,
  'PUT /api/admin/membership/types/:id': MEMBERSHIP,
  'GET /api/admin/membership/settings': MEMBERSHIP,
  'PUT /api/admin/membership/settings': MEMBERSHIP,
  'GET /api/admin/membership/dashboard': MEMBERSHIP_MONEY,
  'GET /api/admin/membership/renewals': MEMBERSHIP,
  'GET /api/admin/members/:id/membership': MEMBERSHIP_MONEY,
  'POST /api/admin/members/:id/membership/payments': MEMBERSHIP,
  'POST /api/admin/members/:id/membership/suspend': MEMBERSHIP,
  'POST /api/admin/members/:id/membership/unsuspend': MEMBERSHIP,
  'PUT /api/admin/members/:id/membership/type': MEMBERSHIP,
  'POST /api/admin/members/:id/membership/cancel': MEMBERSHIP,
  // Cancelling a term paid online gives its money back through the gateway: finance only.
  'POST /api/admin/members/:id/membership/cancel-refund': FINANCE,
  'POST /api/admin/members/:id/card/rotate': MEMBERSHIP,
  'GET /api/admin/members/:id/membership/receipts/:receiptNumber': MEMBERSHIP_MONEY,
  'POST /api/admin/members/:id/membership/receipts/:receiptNumber/void': MEMBERSHIP_MONEY,
  'GET /api/admin/members/:id/membership/credit-notes/:number': MEMBERSHIP_MONEY,
  'GET /api/players/export.csv': MEMBERSHIP,
  // Finance (issue 32): the payments list is also the membership officers' to read.
  'GET /api/admin/finance/payments': MEMBERSHIP_MONEY,
  'GET /api/admin/finance/payments.csv': FINANCE,
  'GET /api/admin/finance/summary': FINANCE,
  'GET /api/admin/finance/credit-notes': FINANCE,
  'GET /api/admin/finance/reconciliation': FINANCE,
  'GET /api/admin/finance/payouts': FINANCE,
  'POST /api/admin/finance/receipts/:receiptNumber/refund': FINANCE,

  // PickleZone: players post; moderators remove and block.
  'GET /api/posts': 'public',
  'GET /api/posts/:id': 'public',
  'POST /api/posts': 'player',
  'PUT /api/posts/:id': 'owner',
  'DELETE /api/posts/:id': staffOrOwner('moderator'),
  'DELETE /api/posts/:id/comments/:commentId': staffOrOwner('moderator'),
  'POST /api/posts/:id/like': 'player',
  'POST /api/posts/:id/comment': 'player',
  'POST /api/posts/:id/report': 'player',
  'GET /api/reports': MODERATOR,
  'PUT /api/reports/:id/resolve': MODERATOR,
  'PUT /api/players/:id/posting-block': MODERATOR,
  'POST /api/link-preview': 'player',
};

/**
 * Files of a served web build (@fastify/static registers one route per file): '/index.html',
 * '/assets/…', '/logo.svg', and any build's folders ('/static/js/main.3f2a1b4c.js').
 */
const STATIC_FILE = /^\/(?:[\w.-]+\/)*[\w.-]+\.\w+$/;

/** The policy of a registered route; HEAD follows GET; undefined when none is declared. */
export function accessOf(method: string, url: string): RouteAccess | undefined {
  const verb = method === 'HEAD' ? 'GET' : method;
  const declared = ROUTE_ACCESS[`${verb} ${url}`];
  if (declared) return declared;
  if (verb === 'GET' && !url.startsWith('/api/') && STATIC_FILE.test(url)) return 'public';
  return undefined;
}
