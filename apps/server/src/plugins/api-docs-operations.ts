import { CONFLICT_ROUTES, RATE_LIMITED_ROUTES, routeKey } from './api-docs-errors';
import type { RouteAccess } from './route-access';

/**
 * What every operation of the OpenAPI document says about itself, derived from its method and
 * path (and its access policy) rather than written on each of some 235 routes: a unique
 * operationId, a one-line summary, who may call it (`security`) and the client errors it
 * answers. A route may still write its own `summary` or `operationId` in its schema.
 */

const HTTP_WORDS: Record<string, string> = {
  get: 'Get',
  post: 'Create',
  put: 'Set',
  patch: 'Update',
  delete: 'Delete',
};

/**
 * Last path segments that name what the call does rather than a thing: `POST …/{id}/enroll`
 * is "Enrol in course". `{}` stands for what it acts on; `undo` is the DELETE phrase; `one`
 * says the object is a single thing (`players/register` → "Register player").
 */
const ACTIONS: Record<string, { does: string; undo?: string; one?: true }> = {
  accept: { does: 'Accept {}', one: true },
  approve: { does: 'Approve {}' },
  cancel: { does: 'Cancel {}' },
  claim: { does: 'Claim a held place: {}' },
  comment: { does: 'Comment on {}' },
  confirm: { does: 'Confirm {}' },
  decline: { does: 'Decline {}' },
  disable: { does: 'Disable {}' },
  discard: { does: 'Discard {}' },
  enable: { does: 'Enable {}' },
  'end-others': { does: 'End {} but this one' },
  enroll: { does: 'Enrol in {}', undo: 'Withdraw from {}' },
  'forgot-password': { does: 'Ask for a password reset: {}', one: true },
  like: { does: 'Like or unlike {}' },
  login: { does: 'Sign in: {}', one: true },
  logout: { does: 'Sign out: {}', one: true },
  preview: { does: 'Preview {}' },
  read: { does: 'Mark {} as read' },
  'read-all': { does: 'Mark all {} as read' },
  register: { does: 'Register {}', one: true },
  reject: { does: 'Reject {}' },
  report: { does: 'Report {}' },
  'reset-password': { does: 'Reset the password: {}', one: true },
  'reset-two-factor': { does: 'Reset two-factor sign-in of {}' },
  resolve: { does: 'Resolve {}' },
  reveal: { does: 'Reveal {}' },
  rotate: { does: 'Replace the link of {}' },
  'send-message': { does: 'Send a message to {}' },
  setup: { does: 'Start setting up {}' },
  'stop-standing': { does: 'Stop the standing {}' },
  suspend: { does: 'Suspend {}' },
  sync: { does: 'Synchronise {}' },
  'tournament-updated': { does: 'Receive a tournament change from the portal' },
  'two-factor': { does: 'Finish {} with a two-factor code', one: true },
  unsubscribe: { does: 'Unsubscribe from {}' },
  unsuspend: { does: 'Lift the suspension of {}' },
  waitlist: { does: 'Join the waiting list of {}', undo: 'Leave the waiting list of {}' },
};

const isParam = (segment: string) => segment.startsWith('{');

/** The path's segments after `/api` (the old frontend's `/api/api/…` paths keep one `api`). */
function segmentsOf(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  return segments[0] === 'api' ? segments.slice(1) : segments;
}

function camel(words: string[]): string {
  return words
    .map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
}

/** `GET /api/admin/staff/{id}/roles` → `getAdminStaffByIdRoles`: unique per method and path. */
export function operationIdOf(method: string, path: string): string {
  const words = segmentsOf(path).flatMap((segment) =>
    isParam(segment)
      ? ['by', ...segment.slice(1, -1).split(/(?=[A-Z])/)]
      : segment.split(/[^A-Za-z0-9]+/).filter(Boolean),
  );
  return camel([method.toLowerCase(), ...words.map((w) => w.toLowerCase())]);
}

/** `statuses` → `status`, `entries` → `entry`, `news` stays: enough for our nouns. */
function singular(word: string): string {
  if (/(?:news|status|ss|us)$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

const humanise = (segment: string) => segment.replace(/[-_.]+/g, ' ');

/** `{newsId}` → `news id`, `{receiptNumber}` → `receipt number`. */
const paramWords = (segment: string) =>
  segment
    .slice(1, -1)
    .split(/(?=[A-Z])/)
    .map((w) => w.toLowerCase())
    .join(' ');

/**
 * A one-line summary from the method and path: `GET /api/news/{newsId}` → "Get news by news
 * id", `DELETE /api/players/me/sessions/{sessionId}` → "Delete my session by session id",
 * `POST /api/courses/{id}/enroll` → "Enrol in course". The old frontend's copies say so.
 */
export function summaryOf(method: string, path: string): string {
  const verb = method.toLowerCase();
  let segments = segmentsOf(path);
  const isCompat = segments[0] === 'api';
  if (isCompat) segments = segments.slice(1);
  const last = segments[segments.length - 1] ?? '';
  // `export.csv`, `card.pdf`, `feed.ics`: the file's kind is said last.
  const file = /^([\w-]+)\.(\w+)$/.exec(last);
  if (file) segments = [...segments.slice(0, -1), file[1]!];
  const action = verb !== 'get' && !isParam(last) ? ACTIONS[last] : undefined;
  if (action) segments = segments.slice(0, -1);
  const words: string[] = [];
  const params: string[] = [];
  segments.forEach((segment, i) => {
    if (isParam(segment)) {
      const previous = words.pop();
      if (previous !== undefined) words.push(singular(previous));
      if (i === segments.length - 1) params.push(paramWords(segment));
      return;
    }
    // `players/me/…` and `admin/me/…` are the caller's own; `admin/…` is the staff area's.
    if (segment === 'me') {
      if (words[words.length - 1] === 'players') words.pop();
      words.push('my');
      return;
    }
    if (segment === 'admin' && i === 0 && segments.length > 1) return;
    words.push(humanise(segment));
  });
  if (words.length === 0) words.push('staff');
  if (words[words.length - 1] === 'my') words.push('account');
  if ((action?.one || (!action && verb === 'post' && params.length === 0)) && words.length > 0)
    words.push(singular(words.pop()!));
  const object = words.join(' ');
  const by = params.length > 0 ? ` by ${params.join(' and ')}` : '';
  const as = file ? ` as ${file[2]!.toUpperCase()}` : '';
  const phrase = action
    ? ((verb === 'delete' ? action.undo : undefined) ?? action.does).replace('{}', object)
    : `${HTTP_WORDS[verb] ?? verb.toUpperCase()} ${object}${by}${as}`;
  return isCompat ? `${phrase} (old frontend path)` : phrase;
}

/** Security requirements, by scheme name (api-docs.ts defines the schemes). */
export type SecurityRequirement = Record<string, string[]>;

const STAFF: SecurityRequirement[] = [{ staffSession: [] }, { bearer: [] }];
const PLAYER: SecurityRequirement[] = [{ playerSession: [] }, { bearer: [] }];

/**
 * Who may call an operation, in OpenAPI's terms: a staff or player session (cookie or bearer
 * token), the portal's key or signature, or nobody in particular (`[]`: public).
 */
export function securityOf(access: RouteAccess | undefined): SecurityRequirement[] {
  if (access === undefined || access === 'public') return [];
  if (access === 'player' || access === 'owner') return PLAYER;
  if (access === 'signed-webhook') return [{ portalSignature: [] }];
  if (access === 'metrics-token') return [{ bearer: [] }];
  return [
    ...STAFF,
    ...(access.orOwner ? PLAYER.slice(0, 1) : []),
    ...(access.orPortalKey ? [{ portalKey: [] }] : []),
  ];
}

/**
 * The shared error responses (components/responses) an operation can answer: the client errors
 * its access, input and path imply, 409 and 429 where the route can answer them
 * (api-docs-errors.ts), and 503 (the database or an outside service briefly unavailable).
 */
export function clientErrorsOf(operation: {
  method: string;
  path: string;
  access: RouteAccess | undefined;
  hasInput: boolean;
}): string[] {
  const { method, path, access, hasInput } = operation;
  const isWrite = method.toLowerCase() !== 'get';
  const isGuarded = access !== undefined && access !== 'public';
  return [
    ...(hasInput ? ['400'] : []),
    ...(isGuarded ? ['401'] : []),
    // A guard's roles or ownership, or a write's Origin check (CSRF).
    ...(isGuarded || isWrite ? ['403'] : []),
    ...(path.includes('{') ? ['404'] : []),
    ...(CONFLICT_ROUTES.has(routeKey(method, path)) ? ['409'] : []),
    ...(RATE_LIMITED_ROUTES.has(routeKey(method, path)) ? ['429'] : []),
    '4XX',
    '503',
  ];
}
