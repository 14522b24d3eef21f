import { z } from 'zod';

import { ERROR_CODES, type ErrorBody } from '@app/shared/errors';

import {
  clientErrorsOf,
  operationIdOf,
  securityOf,
  summaryOf,
  type SecurityRequirement,
} from './api-docs-operations';
import { accessOf } from './route-access';

type Json = Record<string, unknown>;

interface Operation extends Json {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: SecurityRequirement[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

export interface OpenApiDocument extends Json {
  tags?: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: Json & { schemas?: Record<string, Json>; responses?: Record<string, Json> };
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** The wire body of every error (house style §4, api-compat.md). */
const errorBodySchema = z.object({
  error: z.string().describe('What went wrong, for a person (in Malay with `X-Language: ms`).'),
  code: z.enum(ERROR_CODES).optional(),
  details: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional()
    .describe('The fields a refused request got wrong.'),
}) satisfies z.ZodType<ErrorBody>;

/** The Retry-After header of a 429 (always) and a 503 (when the wait is known). */
const retryAfter = (required: boolean) => ({
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    required,
    schema: { type: 'integer', minimum: 1 },
  },
});

/** The errors operations may answer, shared as components/responses. */
const ERROR_RESPONSES: Record<
  string,
  { name: string; description: string; headers?: Record<string, unknown> }
> = {
  '400': {
    name: 'BadRequest',
    description: 'The request was refused: `details` names the fields.',
  },
  '401': { name: 'Unauthenticated', description: 'Sign in (or give the key) first.' },
  '403': {
    name: 'Forbidden',
    description: 'Not for this caller (role, owner, or a write from another site).',
  },
  '404': { name: 'NotFound', description: 'No such record.' },
  '409': {
    name: 'Conflict',
    description:
      'The record’s state refuses this (already done, full, expired, changed meanwhile): `error` says which.',
  },
  '429': {
    name: 'TooManyRequests',
    description:
      'Too many tries or requests: wait the seconds `Retry-After` gives, then try again.',
    headers: retryAfter(true),
  },
  '4XX': { name: 'ClientError', description: 'Any other client error, with the same body.' },
  '503': {
    name: 'Unavailable',
    description:
      'Briefly unavailable (the database, or an outside service): try again, after `Retry-After` seconds where given.',
    headers: retryAfter(false),
  },
};

const ERROR_SCHEMA_REF = '#/components/schemas/Error';

/** Every `$ref` in a value. */
function refsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.add(inner);
      else refsIn(inner, found);
    }
  }
  return found;
}

const SCHEMA_PREFIX = '#/components/schemas/';

/** The value with every schema `$ref` passed through `rename`. */
function renameRefs<T>(value: T, rename: (name: string) => string): T {
  return JSON.parse(
    JSON.stringify(value, (key, inner: unknown) =>
      key === '$ref' && typeof inner === 'string' && inner.startsWith(SCHEMA_PREFIX)
        ? SCHEMA_PREFIX + rename(inner.slice(SCHEMA_PREFIX.length))
        : inner,
    ),
  ) as T;
}

/**
 * A record keyed by an enum (zod's `z.record(z.enum([...]), …)`) lists each key as required
 * without naming it as a property; name them, which says the same thing in a way every tool
 * (and the linter's no-required-schema-properties-undefined) understands.
 */
function listRecordKeys(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) listRecordKeys(item);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const schema = value as Json;
  const keys = (schema.propertyNames as Json | undefined)?.enum;
  if (
    Array.isArray(keys) &&
    !schema.properties &&
    schema.additionalProperties &&
    typeof schema.additionalProperties === 'object'
  ) {
    schema.properties = Object.fromEntries(
      keys.map((key) => [String(key), schema.additionalProperties]),
    );
  }
  for (const inner of Object.values(schema)) listRecordKeys(inner);
}

/**
 * Keeps the components some operation uses (with what they use), and folds a schema's request
 * form (`XInput`) into its answer form (`X`) wherever the two are the same.
 */
function tidySchemas(
  doc: OpenApiDocument,
  preferredNames: ReadonlyMap<string, string>,
): OpenApiDocument {
  // A component is a schema in the document, not a document of its own.
  let schemas = Object.fromEntries(
    Object.entries(doc.components.schemas ?? {}).map(([name, schema]) => {
      const { $schema: _schema, $id: _id, ...rest } = schema;
      return [name, rest];
    }),
  );
  const alias = new Map<string, string>();
  const canonical = (name: string) => alias.get(name) ?? name;
  for (let changed = true; changed;) {
    changed = false;
    for (const name of Object.keys(schemas)) {
      const output = name.endsWith('Input') ? name.slice(0, -'Input'.length) : undefined;
      if (!output || alias.has(name) || !schemas[output]) continue;
      const same =
        JSON.stringify(renameRefs(schemas[name], canonical)) ===
        JSON.stringify(renameRefs(schemas[output], canonical));
      if (same) {
        alias.set(name, output);
        changed = true;
      }
    }
  }
  let tidied: OpenApiDocument = renameRefs(
    { ...doc, components: { ...doc.components, schemas } },
    canonical,
  );
  schemas = Object.fromEntries(
    Object.entries(tidied.components.schemas ?? {}).filter(([name]) => !alias.has(name)),
  );
  // What the operations reach, directly or through other components.
  const used = new Set<string>();
  const pending = [...refsIn({ ...tidied, components: { ...tidied.components, schemas: {} } })];
  while (pending.length > 0) {
    const ref = pending.pop()!;
    if (!ref.startsWith(SCHEMA_PREFIX)) continue;
    const name = ref.slice(SCHEMA_PREFIX.length);
    if (used.has(name)) continue;
    used.add(name);
    pending.push(...refsIn(schemas[name]));
  }
  const rename = new Map(
    [...preferredNames].filter(([from, to]) => used.has(from) && !used.has(to)),
  );
  const named = (name: string) => rename.get(name) ?? name;
  tidied = renameRefs(
    {
      ...tidied,
      components: {
        ...tidied.components,
        schemas: Object.fromEntries(
          [...used]
            .map((name) => [named(name), schemas[name]!] as const)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        ),
      },
    },
    named,
  );
  return tidied;
}

/**
 * Two derived summaries that read the same (`GET /api/directory` and `GET /api/admin/directory`)
 * say which is the staff area's, then which record they take.
 */
function distinguishSummaries(derived: { path: string; operation: Operation }[]): void {
  const steps = [
    (path: string) => (path.startsWith('/api/admin/') ? ' (staff area)' : ''),
    (path: string) => {
      const param = /\{([^}]+)\}[^{]*$/.exec(path)?.[1];
      return param ? ` by ${param.replace(/(?=[A-Z])/g, ' ').toLowerCase()}` : '';
    },
  ];
  for (const step of steps) {
    const count = new Map<string, number>();
    for (const { operation } of derived)
      count.set(operation.summary!, (count.get(operation.summary!) ?? 0) + 1);
    for (const entry of derived)
      if (count.get(entry.operation.summary!)! > 1 && !entry.operation.summary!.includes(' by '))
        entry.operation.summary += step(entry.path);
  }
}

/**
 * The last step of building the document: each operation gets its derived id, summary,
 * security and client errors (unless its route said otherwise), the shared error body and
 * responses become components, unused schema components go, and only tags in use are listed.
 */
export function finishDocument(
  doc: OpenApiDocument,
  preferredNames: ReadonlyMap<string, string> = new Map(),
): OpenApiDocument {
  const usedTags = new Set<string>();
  const derived: { path: string; operation: Operation }[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const routeUrl = path.replace(/\{([^}]+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const access = accessOf(method.toUpperCase(), routeUrl);
      operation.operationId ??= operationIdOf(method, path);
      if (operation.summary === undefined) {
        operation.summary = summaryOf(method, path);
        derived.push({ path, operation });
      }
      operation.security ??= securityOf(access);
      const hasInput = Boolean(operation.requestBody) || (operation.parameters?.length ?? 0) > 0;
      for (const status of clientErrorsOf({ method, path, access, hasInput }))
        operation.responses[status] ??= {
          $ref: `#/components/responses/${ERROR_RESPONSES[status]!.name}`,
        };
      for (const tag of operation.tags ?? []) usedTags.add(tag);
    }
  }
  distinguishSummaries(derived);
  const responses = Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(({ name, description, headers }) => [
      name,
      {
        description,
        ...(headers ? { headers } : {}),
        content: { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } },
      },
    ]),
  );
  const errorSchema = z.toJSONSchema(errorBodySchema, { target: 'draft-2020-12' }) as Json;
  delete errorSchema.$schema;
  const finished = tidySchemas(
    {
      ...doc,
      tags: (doc.tags ?? []).filter((tag) => usedTags.has(tag.name)),
      components: {
        ...doc.components,
        schemas: { ...doc.components.schemas, Error: errorSchema },
        responses: { ...doc.components.responses, ...responses },
      },
    },
    preferredNames,
  );
  listRecordKeys(finished.paths);
  listRecordKeys(finished.components.schemas);
  return finished;
}
