import { z, ZodType } from 'zod';

import * as admins from '@app/shared/admins';
import * as common from '@app/shared/common';
import * as entries from '@app/shared/competition/entries';
import * as publicResults from '@app/shared/competition/public-results';
import * as rankings from '@app/shared/competition/rankings';
import * as results from '@app/shared/competition/results';
import * as competitionSetup from '@app/shared/competition/setup';
import * as content from '@app/shared/content';
import * as directory from '@app/shared/directory';
import * as enquiries from '@app/shared/enquiries';
import * as enrolment from '@app/shared/enrolment';
import * as events from '@app/shared/events';
import * as language from '@app/shared/language';
import * as membership from '@app/shared/membership';
import * as messages from '@app/shared/messages';
import * as news from '@app/shared/news';
import * as notifications from '@app/shared/notifications';
import * as organisation from '@app/shared/organisation';
import * as players from '@app/shared/players';
import * as posts from '@app/shared/posts';
import * as privacy from '@app/shared/privacy';
import * as security from '@app/shared/security';
import * as staff from '@app/shared/staff';
import * as tournaments from '@app/shared/tournaments';

/** The shared contract's modules the routes take their schemas from. */
const SHARED_MODULES: readonly Record<string, unknown>[] = [
  admins,
  common,
  competitionSetup,
  content,
  directory,
  enquiries,
  enrolment,
  entries,
  events,
  language,
  membership,
  messages,
  news,
  notifications,
  organisation,
  players,
  posts,
  privacy,
  publicResults,
  rankings,
  results,
  security,
  staff,
  tournaments,
];

/**
 * Query strings, path parameters and headers become one OpenAPI parameter per property, so
 * their own object must stay inline (their properties' schemas may still be components): by
 * name, and any schema a route uses that way (`parameterSchemas`).
 */
const PARAMETER_SCHEMA = /(?:Query|Params)Schema$/;

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

let registered = false;

/**
 * Names the document should use instead of the registry's, where free: a request schema whose
 * id had to differ from an answer schema's (`CorrectionRequestRequestInput` →
 * `CorrectionRequestInput`).
 */
export const preferredNames = new Map<string, string>();

/**
 * Gives every schema the shared package exports (`xSchema`) an id in zod's global registry, so
 * that the OpenAPI document describes it once under `components/schemas` and refers to it
 * wherever a route's body or response uses it (fastify-type-provider-zod turns registered
 * schemas into `$ref`s and names a schema's request form `…Input`). A request schema
 * (`createTournamentInputSchema`) takes the name without `Input` (`CreateTournament`, its
 * request form `CreateTournamentInput`), or `…Request` when an answer schema has that name.
 * Components no route uses are dropped when the document is assembled. Runs once per process,
 * when the first document is built (every route is known by then).
 */
export function registerSharedSchemaComponents(parameterSchemas: ReadonlySet<unknown>): void {
  if (registered) return;
  registered = true;
  const named = new Map<ZodType, string>();
  for (const module of SHARED_MODULES) {
    for (const [exportName, value] of Object.entries(module)) {
      if (!(value instanceof ZodType) || !exportName.endsWith('Schema')) continue;
      if (PARAMETER_SCHEMA.test(exportName) || parameterSchemas.has(value)) continue;
      if (named.has(value)) continue;
      if (z.globalRegistry.get(value)?.id !== undefined) continue;
      named.set(value, exportName.replace(/Schema$/, ''));
    }
  }
  const ids = new Map<string, ZodType>();
  const claim = (id: string, schema: ZodType) => {
    const holder = ids.get(id);
    if (holder && holder !== schema) throw new Error(`Two shared schemas would be ${id}`);
    ids.set(id, schema);
  };
  const requests: [ZodType, string][] = [];
  for (const [schema, name] of named) {
    if (name.endsWith('Input')) requests.push([schema, pascal(name.slice(0, -'Input'.length))]);
    else claim(pascal(name), schema);
  }
  for (const [schema, base] of requests) {
    if (!ids.has(base)) claim(base, schema);
    else {
      claim(`${base}Request`, schema);
      // Its request form reads `${base}Input` in the document unless that name is taken.
      preferredNames.set(`${base}RequestInput`, `${base}Input`);
    }
  }
  for (const [id, schema] of ids)
    z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
}
