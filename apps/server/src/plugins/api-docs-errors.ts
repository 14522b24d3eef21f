/**
 * The routes that can answer 409 Conflict or 429 Too Many Requests, by method and path as the
 * routes write them: the OpenAPI document lists those answers on exactly these operations
 * (api-docs-operations.ts), 429 with its Retry-After header. Each test app checks every 409 and
 * 429 it answers against these lists (test/documented-errors.ts), so a route that starts
 * answering one fails its own test until its line is here.
 */

/** Courses and clinics, under their paths and the old frontend's. */
const PROGRAMS = ['/api/courses', '/api/clinics', '/api/api/courses', '/api/api/clinics'];

/**
 * A state that refuses the change (already entered, full, expired, already pending, a receipt
 * already voided, an open order), or a record changed under the caller.
 */
export const CONFLICT_ROUTES: ReadonlySet<string> = new Set([
  // Staff accounts and two-factor sign-in.
  'PUT /api/admin/me/username',
  'POST /api/admin/staff/invitations',
  'POST /api/admin/invitations/accept',
  'PUT /api/admin/staff/:id/roles',
  'POST /api/admin/staff/:id/disable',
  'POST /api/admin/two-factor/setup',
  'POST /api/admin/two-factor/enable',
  'POST /api/players/me/two-factor/setup',
  'POST /api/players/me/two-factor/enable',
  // Membership, its payments, receipts and credit notes.
  'POST /api/admin/membership/types',
  'PUT /api/admin/membership/types/:id',
  'POST /api/admin/members/:id/membership/payments',
  'POST /api/admin/members/:id/membership/suspend',
  'POST /api/admin/members/:id/membership/unsuspend',
  'PUT /api/admin/members/:id/membership/type',
  'POST /api/admin/members/:id/membership/cancel',
  'POST /api/admin/members/:id/membership/cancel-refund',
  'POST /api/admin/members/:id/membership/receipts/:receiptNumber/void',
  'POST /api/players/me/membership/renewals',
  'DELETE /api/players/me/membership/renewals/:id',
  'POST /api/players/me/membership/checkout',
  // Online payments and refunds.
  'POST /api/players/me/payments/:id/cancel',
  'POST /api/admin/finance/receipts/:receiptNumber/refund',
  // Courses and clinics: places, waiting lists, doubles partners (and their payments).
  ...PROGRAMS.flatMap((prefix) => [
    `POST ${prefix}/:id/enroll`,
    `DELETE ${prefix}/:id/enroll`,
    `POST ${prefix}/:id/waitlist`,
    `POST ${prefix}/:id/waitlist/claim`,
    `POST ${prefix}/:id/partner/confirm`,
  ]),
  // Competition setup and tournament entries.
  'POST /api/admin/competition/tiers',
  'PUT /api/admin/divisions/:id',
  'DELETE /api/admin/divisions/:id',
  'POST /api/divisions/:id/entries',
  'POST /api/entries/:id/confirm',
  'POST /api/entries/:id/claim',
  'POST /api/entries/:id/withdraw',
  'POST /api/entries/:id/pay',
  'POST /api/admin/entries/:id/check-in',
  'PUT /api/admin/ranking-rules',
  // Results of a tournament that has not started yet.
  'POST /api/admin/divisions/:id/results',
  'POST /api/admin/divisions/:id/results/validate',
  'POST /api/admin/divisions/:id/results/publish',
  // PickleZone, privacy and retention.
  'POST /api/posts/:id/report',
  'POST /api/players/me/consents/policy',
  'POST /api/players/me/corrections',
  'POST /api/admin/privacy/corrections/:id/approve',
  'POST /api/players/me/data-exports',
  'POST /api/players/me/deletion',
  'DELETE /api/players/me/deletion',
  'POST /api/admin/retention/runs/:id/confirm',
  'POST /api/admin/retention/runs/:id/discard',
]);

/**
 * Limited by the throttle module (per address, account or player: sign-in, guesses of a secret,
 * writes) or waiting too long in a division's line (entries, `ENTRY_LINE_WAIT_MS`).
 */
export const RATE_LIMITED_ROUTES: ReadonlySet<string> = new Set([
  // Sign-in, passwords and two-factor codes.
  'POST /api/admin/login',
  'POST /api/admin/login/two-factor',
  'PUT /api/admin/me/password',
  'PUT /api/admin/me/username',
  'POST /api/admin/two-factor/enable',
  'POST /api/admin/two-factor/disable',
  'POST /api/players/login',
  'POST /api/players/login/two-factor',
  'POST /api/players/forgot-password',
  'POST /api/players/reset-password',
  'PUT /api/players/me/password',
  'POST /api/players/me/two-factor/enable',
  'POST /api/players/me/two-factor/disable',
  // Registration and what it may probe.
  'POST /api/players/register',
  'POST /api/players/check-ic',
  'GET /api/players/check-ic/:icNumber',
  // The public card check, and public look-ups by member ID (rankings, profiles).
  'GET /api/verify/:token',
  'GET /api/rankings/players/:memberId',
  'GET /api/players/:id/profile',
  // Writes limited per player or address.
  'POST /api/posts',
  'POST /api/posts/:id/comment',
  'POST /api/link-preview',
  'POST /api/enquiries',
  'POST /api/players/me/data-exports',
  'POST /api/players/me/deletion',
  'POST /api/players/me/corrections',
  // A division's line.
  'POST /api/divisions/:id/entries',
  'POST /api/entries/:id/confirm',
  'POST /api/entries/:id/decline',
  'POST /api/entries/:id/claim',
  'POST /api/entries/:id/withdraw',
  'POST /api/admin/entries/:id/override',
  'POST /api/admin/entries/:id/check-in',
]);

/** `GET /api/news/{id}` (the document's form) → `GET /api/news/:id` (the route's). */
export const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`;
