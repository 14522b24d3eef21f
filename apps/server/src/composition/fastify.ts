import { randomUUID } from 'node:crypto';

import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';

import type { AppConfig } from '../config/env';
import { redactIcNumbersInLogLine } from '../lib/log-redaction';
import { runWithRequestId } from '../lib/request-context';
import { registerApiDocs } from '../plugins/api-docs';
import { errorHandlerPlugin } from '../plugins/error-handler';
import { registerJsonBodyParser } from '../plugins/json-body';
import { originCheckPlugin } from '../plugins/origin-check';
import { securityPlugin } from '../plugins/security';

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/;

type LoggerOptions = FastifyServerOptions['logger'];

/**
 * The logger: credentials redacted by path, and every line filtered for IC-shaped values as it
 * is written (URLs, query strings, messages, errors: lib/log-redaction.ts). A caller's options
 * (tests: a captured stream) are laid over these; `false` turns logging off.
 */
export function loggerOptions(config: AppConfig, logger?: LoggerOptions): LoggerOptions {
  if (logger === false) return false;
  return {
    level: config.logLevel,
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      'icNumber',
      '*.icNumber',
      '*.*.icNumber',
    ],
    ...(typeof logger === 'object' ? logger : {}),
    hooks: { streamWrite: redactIcNumbersInLogLine },
  };
}

/**
 * The Fastify instance: redacted logs, a caller's request id kept when well-formed, a 1 MiB body
 * limit, zod-typed routes.
 */
export function createFastify(config: AppConfig, logger?: LoggerOptions) {
  return Fastify({
    logger: loggerOptions(config, logger),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)
        ? incoming
        : randomUUID();
    },
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
}

/**
 * What every route runs through, before any module: zod validation and serialisation, the API
 * documentation, the request id, the one error handler, the JSON body parser, security headers
 * and CORS, cookies, uploads, the origin check on writes, and websockets.
 */
export async function registerPlugins(app: FastifyInstance, config: AppConfig): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerApiDocs(app, { title: config.associationName, siteUrl: config.siteUrl });
  app.addHook('onRequest', (req, reply, done) => {
    void reply.header('x-request-id', req.id);
    runWithRequestId(req.id, done);
  });

  await app.register(errorHandlerPlugin);
  registerJsonBodyParser(app);
  await app.register(securityPlugin, {
    corsOrigins: config.corsOrigins,
    publicUrl: config.publicUrl,
  });
  await app.register(cookie);
  await app.register(multipart, { throwFileSizeLimit: true });
  await app.register(originCheckPlugin, {
    publicUrl: config.publicUrl,
    corsOrigins: config.corsOrigins,
  });
  await app.register(websocket, { options: { maxPayload: 4096 } });
}
