import swagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';

import { preferredNames, registerSharedSchemaComponents } from './api-docs-components';
import { finishDocument, type OpenApiDocument } from './api-docs-document';

/** Paths that are not the API: pages, files and the Prometheus endpoint. */
const NOT_API = /^\/(?!api\/)|^\/api\/uploads\//;

/**
 * One tag per module (the module a route was registered by, `route.config.module`), in the
 * order the document lists them. A module that adds API routes needs its line here (the
 * document refuses to build without it).
 */
export const API_TAGS: Readonly<Record<string, { name: string; description: string }>> = {
  health: { name: 'Health', description: 'Liveness, readiness and the database check.' },
  admins: {
    name: 'Staff accounts',
    description:
      'Staff sign-in with two-factor, own account, sessions and authenticator; staff management and invitations (super admins).',
  },
  settings: { name: 'Settings', description: 'Site-wide settings (super admins).' },
  audit: { name: 'Audit log', description: 'What staff did, for super admins (list and CSV).' },
  attention: {
    name: 'Staff overview',
    description: 'What waits for staff and the admin overview.',
  },
  players: {
    name: 'Players',
    description:
      'Registration, sign-in, password recovery, profiles, sessions and two-factor; player management for membership officers.',
  },
  membership: {
    name: 'Membership',
    description:
      'Membership terms, payments, receipts and the card; renewal reminders; the public card check.',
  },
  payments: {
    name: 'Payments',
    description:
      'Online payment through the gateway’s hosted checkout: orders, their receipts and credit notes, the gateway’s webhook.',
  },
  messages: { name: 'Messages', description: 'Messages from the association to players.' },
  notifications: {
    name: 'Notifications',
    description: 'The bell: notices, their settings and the live unread count.',
  },
  news: { name: 'News', description: 'News articles.' },
  'featured-video': { name: 'Featured video', description: 'The home page’s featured video.' },
  milestones: { name: 'Milestones', description: 'The association’s journey.' },
  organisation: {
    name: 'Organisation',
    description: 'Office bearers and affiliates.',
  },
  programs: {
    name: 'Courses and clinics',
    description:
      'Courses and clinics; enrolment, waiting lists and doubles partners. `/api/api/…` are the old frontend’s paths.',
  },
  portal: {
    name: 'Application portal',
    description: 'What the site sent to the external application portal (architecture §6).',
  },
  organizers: {
    name: 'Organizers',
    description: 'The public register of organizers, with its live WebSocket channel.',
  },
  tournaments: {
    name: 'Tournaments',
    description:
      'Tournaments from the application portal: list, detail, deletion, pull sync and the portal’s signed webhook.',
  },
  competition: {
    name: 'Competition setup',
    description:
      'Sanctioning tiers, a tournament’s entry settings and divisions (tournament officers); the public view, a player’s eligibility and competition privacy.',
  },
  entries: {
    name: 'Tournament entries',
    description:
      'Entering a division (pairs confirm), the pair waitlist and its offers, entry fees, withdrawals, a player’s entries and the public entry lists; staff lists, eligibility overrides, check-in and the bracket CSV.',
  },
  rankings: {
    name: 'Results and rankings',
    description:
      'A division’s results (CSV or on screen; checked, published, corrected), the national rankings and why a player has their points, the ranking rules and their seasons, public player profiles and a player’s own competition statistics.',
  },
  directory: {
    name: 'Directory',
    description: 'Venues, coaches, clubs and referees: the public finder and staff upkeep.',
  },
  enquiries: { name: 'Enquiries', description: '“Contact us” and the staff inbox.' },
  calendar: {
    name: 'Calendar',
    description: 'The public calendar and its iCalendar feeds, public and personal.',
  },
  posts: {
    name: 'PickleZone',
    description: 'The community feed: posts, likes, comments, reports and moderation.',
  },
  'link-preview': {
    name: 'Link previews',
    description: 'A card for a link a player is about to post.',
  },
  privacy: {
    name: 'Privacy',
    description: 'Data export, consents, corrections and account deletion; the staff side of each.',
  },
  retention: { name: 'Data retention', description: 'Retention rules and their runs.' },
};

/** What a non-JSON answer is, by its media type. */
const FILE_KINDS: Readonly<Record<string, { description: string; format?: string }>> = {
  'text/csv': { description: 'A CSV file (UTF-8 with a byte order mark).' },
  'application/pdf': { description: 'A PDF document.', format: 'binary' },
  'text/calendar': { description: 'An iCalendar (RFC 5545) feed.' },
  'application/zip': { description: 'A ZIP archive.', format: 'binary' },
};

/** Zod schemas routes take as query strings, path parameters or headers. */
const parameterSchemas = new Set<unknown>();

/** A route's zod schemas as JSON Schema, with its module's tag and any file answer's type. */
const transform: SwaggerTransform = (input) => {
  registerSharedSchemaComponents(parameterSchemas);
  if (NOT_API.test(input.url)) return { schema: { hide: true }, url: input.url };
  const result = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = { ...(result.schema as Record<string, unknown>) };
  if (schema.hide) return result;
  const module = input.route.config?.module;
  const tag = module === undefined ? undefined : API_TAGS[module];
  if (!tag)
    throw new Error(
      `${input.url}: its module (${module ?? 'none'}) has no tag in plugins/api-docs.ts API_TAGS`,
    );
  schema.tags ??= [tag.name];
  const produces = schema.produces as readonly string[] | undefined;
  if (produces && !schema.response) {
    schema.response = {
      200: {
        description: produces.map((type) => FILE_KINDS[type]?.description ?? type).join(' or '),
        content: Object.fromEntries(
          produces.map((type) => [
            type,
            {
              schema: { type: 'string', ...(FILE_KINDS[type]?.format ? { format: 'binary' } : {}) },
            },
          ]),
        ),
      },
    };
  }
  return { schema, url: result.url };
};

/**
 * The API's OpenAPI 3.1 description, generated from the zod schemas the routes validate with
 * (request bodies, query strings, parameters and responses), compat routes included; shared
 * schemas are components, and each operation's id, summary, tag, security and client errors
 * are derived (api-docs-operations.ts). Register before any route so every one is seen. Staff
 * read it at `GET /api/docs`; the repository keeps a copy in docs/openapi.json
 * (`npm run openapi`), which a test keeps current and lints (Redocly's recommended rules).
 */
export async function registerApiDocs(
  app: FastifyInstance,
  info: { title: string; siteUrl: string },
) {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    for (const part of ['querystring', 'params', 'headers'])
      if (schema?.[part] !== undefined) parameterSchemas.add(schema[part]);
  });
  const zodComponents = createJsonSchemaTransformObject({});
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${info.title} API`,
        version: '1.0.0',
        description:
          'Public, player, staff and portal endpoints. Staff and players sign in with a session ' +
          'cookie (browsers) or a bearer token (apps); who may call each route is its access ' +
          'policy (docs/security.md). Errors answer `{ error, code, details? }`.',
        license: {
          name: 'Terms and conditions of the association',
          url: `${info.siteUrl}/terms-and-conditions`,
        },
      },
      servers: [{ url: info.siteUrl, description: 'This site' }],
      tags: Object.values(API_TAGS),
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The session token a sign-in answers (staff or player).',
          },
          staffSession: { type: 'apiKey', in: 'cookie', name: 'mpa_admin_session' },
          playerSession: { type: 'apiKey', in: 'cookie', name: 'mpa_player_session' },
          portalKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-API-Key',
            description: 'The application portal’s key (PORTAL_API_KEY).',
          },
          portalSignature: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Portal-Signature',
            description:
              'HMAC-SHA256 of `<X-Portal-Timestamp>.<X-Portal-Delivery>.<body>` under the portal’s webhook secret.',
          },
        },
      },
    },
    transform,
    transformObject: (input) =>
      finishDocument(zodComponents(input) as unknown as OpenApiDocument, preferredNames) as never,
  });
}

/** `GET /api/docs`: the OpenAPI document, for staff (route-access.ts). */
export async function apiDocsRoute(app: FastifyInstance) {
  app.get('/api/docs', { schema: { hide: true } }, async (_req, reply) =>
    reply.header('cache-control', 'no-store').send(app.swagger()),
  );
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The module that registered the route (lib/app-module.ts): its tag in the API document. */
    module?: string;
  }
}
