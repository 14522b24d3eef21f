import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Paths that are not the API: pages, files and the Prometheus endpoint. */
const NOT_API = /^\/(?!api\/)|^\/api\/uploads\//;

/**
 * The API's OpenAPI 3.1 description, generated from the zod schemas the routes validate with
 * (request bodies, query strings, parameters and responses), compat routes included. Register
 * before any route so every one is seen. Staff read it at `GET /api/docs`; the repository keeps
 * a copy in docs/openapi.json (`npm run openapi`), which a test keeps current.
 */
export async function registerApiDocs(app: FastifyInstance, info: { title: string }) {
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
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          staffSession: { type: 'apiKey', in: 'cookie', name: 'mpa_admin_session' },
          playerSession: { type: 'apiKey', in: 'cookie', name: 'mpa_player_session' },
        },
      },
    },
    transform: (input) => {
      if (NOT_API.test(input.url)) return { schema: { hide: true }, url: input.url };
      return jsonSchemaTransform(input);
    },
  });
}

/** `GET /api/docs`: the OpenAPI document, for staff (route-access.ts). */
export async function apiDocsRoute(app: FastifyInstance) {
  app.get('/api/docs', { schema: { hide: true } }, async (_req, reply) =>
    reply.header('cache-control', 'no-store').send(app.swagger()),
  );
}
