import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  fillRouteUrl,
  routeFixtures,
  type RouteActor,
  type RouteFixtures,
} from '../../test/factories/route-fixtures';
import { startFakePortal, type FakePortal } from '../../test/fake-portal';
import { hashPassword } from '../lib/passwords';

import type { RegisteredRoute } from './route-guards';

/**
 * Bad input, everywhere: for every registered route, malformed bodies, wrong types, missing and
 * extra fields, huge strings, deep JSON, invalid ids, bad query values, bad multipart parts and
 * wrong content types. Never a 5xx; every refusal is JSON with a string `error` and changes
 * nothing. CI runs a fixed seed; `npm run fuzz` runs many more cases with a random one.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 8);

const FIELD_NAMES = [
  'content',
  'comment',
  'reason',
  'details',
  'url',
  'title',
  'summary',
  'description',
  'date',
  'username',
  'password',
  'newPassword',
  'currentPassword',
  'email',
  'icNumber',
  'fullName',
  'status',
  'subject',
  'message',
  'ids',
  'order',
  'videoUrl',
  'publishDate',
  'maxParticipants',
  'price',
  'token',
  'linkUrl',
  'playerId',
  'isAdmin',
  'tournament',
  'action',
  '__proto__',
  'constructor',
];
const QUERY_NAMES = [
  'limit',
  'offset',
  'cursor',
  'status',
  'q',
  'age',
  'category',
  'authorId',
  'year',
  'type',
  'state',
];
const FILE_FIELDS = ['image', 'profilePicture', 'newsImage', 'milestoneImage', 'junk'];

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1e309',
    'NaN',
    'null',
    'true',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '💥',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
  ),
  fc.integer({ min: 200, max: 3000 }).map((n) => 'a'.repeat(n)),
);

const pathValue = (valid: string) =>
  fc.oneof(
    fc.constant(valid),
    fc.uuid(),
    hostileText.map((s) => encodeURIComponent(s) || 'x'),
  );

/** Nested arrays or objects `depth` levels deep: parsers and validators must not fall over. */
const deepJson = fc.integer({ min: 50, max: 2000 }).map((depth) => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});

const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 8 }),
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileText, { maxKeys: 8 }),
  deepJson,
  fc
    .integer({ min: 100_000, max: 900_000 })
    .map((n) => ({ content: 'x'.repeat(n), comment: 'y'.repeat(n) })),
);

type BodySpec =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; payload: string }
  | {
      kind: 'multipart';
      fields: [string, string][];
      files: [string, string, number[]][];
      broken: boolean;
    };

const bodySpec: fc.Arbitrary<BodySpec> = fc.oneof(
  fc.constant<BodySpec>({ kind: 'none' }),
  jsonBody.map((value): BodySpec => ({ kind: 'json', value })),
  fc
    .tuple(
      fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'multipart/form-data',
        'multipart/form-data; boundary=zz',
        'image/png',
      ),
      fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.constantFrom('{"content":', '{{{', '[1,2', 'a=b&c=d', '--zz\r\n', '\u0000\u0001'),
      ),
    )
    .map(([contentType, payload]): BodySpec => ({ kind: 'raw', contentType, payload })),
  fc
    .record({
      fields: fc.array(fc.tuple(fc.constantFrom(...FIELD_NAMES), hostileText), { maxLength: 6 }),
      files: fc.array(
        fc.tuple(
          fc.constantFrom(...FILE_FIELDS),
          fc.constantFrom('x.png', 'a.svg', '../../evil.jpg', ''),
          fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }),
        ),
        { maxLength: 7 },
      ),
      broken: fc.boolean(),
    })
    .map((m): BodySpec => ({ kind: 'multipart', ...m })),
);

function encodeBody(spec: BodySpec): {
  payload?: string | Buffer;
  headers: Record<string, string>;
} {
  switch (spec.kind) {
    case 'none':
      return { headers: {} };
    case 'json':
      return {
        payload: JSON.stringify(spec.value) ?? 'null',
        headers: { 'content-type': 'application/json' },
      };
    case 'raw':
      return { payload: spec.payload, headers: { 'content-type': spec.contentType } };
    case 'multipart': {
      const boundary = 'fuzzboundary';
      const parts: Buffer[] = [];
      for (const [name, value] of spec.fields) {
        parts.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
          ),
        );
      }
      for (const [field, filename, bytes] of spec.files) {
        parts.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          Buffer.from(bytes),
          Buffer.from('\r\n'),
        );
      }
      if (!spec.broken) parts.push(Buffer.from(`--${boundary}--\r\n`));
      return {
        payload: Buffer.concat(parts),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      };
    }
  }
}

/** Who calls a route in the fuzz run: someone who gets past its guard, so the body is read. */
function callerFor(route: RegisteredRoute): RouteActor {
  const { access } = route;
  if (access === 'player' || access === 'owner') return 'player';
  if (typeof access === 'object') return access.orOwner ? 'player' : 'admin';
  return 'anonymous';
}

/**
 * The bad-input fuzz over every route, in `shards` parts run by separate test files (so the
 * workers share it): this part takes the routes whose index modulo `shards` is `shard`.
 */
export function describeBadInput(shard: number, shards: number) {
  describe(`bad input on every route (part ${shard + 1} of ${shards})`, () => {
    let t: TestApp;
    let portal: FakePortal;
    let passwordHash: string;
    const serverErrors = new Map<string, string>();

    beforeAll(async () => {
      portal = await startFakePortal();
      t = await buildTestApp(
        {},
        { PORTAL_URL: portal.url, PORTAL_SYNC_INTERVAL_MINUTES: '0' },
        (app) => {
          // The cause of any 5xx, so a failure names the defect and not just the status.
          app.addHook('onError', async (req, _reply, err) => {
            serverErrors.set(req.id, `${err.name}: ${err.message}`.slice(0, 300));
          });
        },
      );
      passwordHash = await hashPassword('fuzz-password-123');
      const tables = (await t.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      )) as unknown as { rows: { table_name: string }[] };
      // Bookkeeping that a refused request may legitimately touch: rate-limit counters, sessions.
      // Data exports: an accepted request earlier in the run queues one, and the export worker then
      // builds it in the background while later (refused) requests are being checked.
      const skip = new Set([
        'throttle_events',
        'throttle_windows',
        'sessions',
        'data_exports',
        '__drizzle_migrations',
      ]);
      // Every row inserted, deleted or really changed (and every truncation) in any other table
      // is written down by a trigger, in the same transaction: a refusal must add no line.
      const statements = [
        'create table test_data_changes (id bigserial primary key, table_name text not null)',
        `create function test_note_data_change() returns trigger language plpgsql as $$
        begin
          insert into test_data_changes (table_name) values (tg_table_name);
          return null;
        end $$`,
        ...tables.rows
          .map((r) => r.table_name)
          .filter((name) => !skip.has(name))
          .flatMap((name) => [
            `create trigger test_rows_added_or_removed after insert or delete on "${name}"
             for each row execute function test_note_data_change()`,
            `create trigger test_rows_changed after update on "${name}"
             for each row when (old::text is distinct from new::text)
             execute function test_note_data_change()`,
            `create trigger test_table_truncated after truncate on "${name}"
             for each statement execute function test_note_data_change()`,
          ]),
      ];
      for (const statement of statements) await t.db.execute(sql.raw(statement));
    });
    afterAll(async () => {
      await t.close();
      await portal.close();
    });

    /** How many changes to the data have been written down so far. */
    async function changeCount() {
      const result = (await t.db.execute(
        sql`select coalesce(max(id), 0)::text as n from test_data_changes`,
      )) as unknown as { rows: { n: string }[] };
      return Number(result.rows[0]!.n);
    }

    /** The change count once it has stayed the same for 200 ms (background workers are idle). */
    async function quietChangeCount() {
      let last = await changeCount();
      for (let i = 0; i < 25; i++) {
        await new Promise((r) => setTimeout(r, 200));
        const next = await changeCount();
        if (next === last) return next;
        last = next;
      }
      return last;
    }

    it('never answers 5xx, always a JSON error, and a refused request changes nothing', async () => {
      const only = process.env.FUZZ_ROUTES ? new RegExp(process.env.FUZZ_ROUTES) : null;
      const routes = t.app.routeTable
        .filter(
          (r) =>
            r.method !== 'HEAD' && r.url !== '*' && (!only || only.test(`${r.method} ${r.url}`)),
        )
        // Each route keeps its place (and so its seed) in the whole list.
        .map((route, index) => ({ route, index }))
        .filter(({ index }) => index % shards === shard);
      const failures: string[] = [];
      let fixtures: RouteFixtures | undefined;
      let refused = 0;

      for (const { route, index } of routes) {
        fixtures ??= await routeFixtures(t, passwordHash);
        const ids = fixtures;
        // Each path parameter: the fixture's real id (so the body gets read) or a hostile value.
        const validSegments = fillRouteUrl(route.url, ids.ids).split('/');
        const params = route.url
          .split('/')
          .map((segment, i) =>
            segment === '*'
              ? validSegments.slice(i).join('/')
              : segment.startsWith(':')
                ? validSegments[i]!
                : null,
          )
          .filter((v): v is string => v !== null);
        const request = fc.record({
          params: fc.tuple(...params.map(pathValue)),
          query: fc.dictionary(
            fc.oneof(fc.constantFrom(...QUERY_NAMES), fc.string({ maxLength: 8 })),
            hostileText,
            { maxKeys: 4 },
          ),
          body: route.method === 'GET' ? fc.constant<BodySpec>({ kind: 'none' }) : bodySpec,
        });

        await fc.assert(
          fc.asyncProperty(request, async ({ params: values, query, body }) => {
            let i = 0;
            const path = route.url.replace(/:\w+|\*/g, () => String(values[i++] ?? 'x'));
            const search = new URLSearchParams(query).toString();
            const before = await changeCount();
            const encoded = encodeBody(body);
            const send = () =>
              t.app.inject({
                method: route.method as 'GET',
                url: search ? `${path}?${search}` : path,
                headers: { ...ids.headers[callerFor(route)], ...encoded.headers },
                ...(encoded.payload !== undefined ? { payload: encoded.payload } : {}),
              });
            const res = await send();
            const label = `${route.method} ${route.url} → ${res.statusCode} (${path.slice(0, 80)} ${body.kind})`;
            if (res.statusCode >= 500) {
              const id = String(res.headers['x-request-id']);
              failures.push(`${label}: ${serverErrors.get(id) ?? res.body.slice(0, 200)}`);
            }
            if (res.statusCode >= 400) {
              refused++;
              const type = String(res.headers['content-type'] ?? '');
              const error = type.includes('json')
                ? (res.json() as { error?: unknown }).error
                : undefined;
              if (typeof error !== 'string') failures.push(`${label}: no JSON error (${type})`);
              if ((await changeCount()) !== before) {
                // Background work (an export being built, mail being sent) may have changed the
                // data meanwhile: once it has settled, the same request must change nothing.
                const settled = await quietChangeCount();
                const again = await send();
                if (again.statusCode >= 400 && (await changeCount()) !== settled)
                  failures.push(`${label}: data changed on a refusal`);
              }
            } else if (route.method !== 'GET') {
              // An accepted write may have used up the fixtures (deleted, logged out …).
              fixtures = undefined;
            }
          }),
          { seed: SEED + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        );
      }
      expect(refused).toBeGreaterThan(routes.length);
      expect(failures).toEqual([]);
    }, 600_000);
  });
}
