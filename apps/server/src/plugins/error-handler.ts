import { STATUS_CODES } from 'node:http';

import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import type { ErrorBody, ErrorDetail } from '@app/shared/errors';
import { LANGUAGE_HEADER } from '@app/shared/locale';
import { toMalay } from '@app/shared/messages-ms';

import { CLIENT_CLOSED_REQUEST, isAbortedByClient } from '../lib/client-abort';
import { AppError } from '../lib/errors';
import { isDatabaseUnavailable, isInvalidDataValue } from '../lib/pg-errors';

function describePath(path: string): string {
  return path.replace(/^\//, '').replace(/\//g, '.') || 'body';
}

/** An error body with its texts in Malay (anything else is returned as it is). */
function toMalayErrorBody(payload: unknown): unknown {
  if (!payload || typeof payload !== 'object' || !('error' in payload)) return payload;
  const body = payload as ErrorBody;
  if (typeof body.error !== 'string') return payload;
  return {
    ...body,
    error: toMalay(body.error),
    ...(Array.isArray(body.details)
      ? { details: body.details.map((d) => ({ ...d, message: toMalay(d.message) })) }
      : {}),
  };
}

function validationBody(error: FastifyError): ErrorBody {
  const details: ErrorDetail[] = [];
  if (hasZodFastifySchemaValidationErrors(error)) {
    for (const v of error.validation) {
      const path = [error.validationContext, describePath(v.instancePath)]
        .filter((p) => p && p !== 'body')
        .join('.');
      details.push({
        path: path || (error.validationContext ?? 'body'),
        message: v.message ?? 'Invalid value',
      });
    }
  } else if (error.validation) {
    for (const v of error.validation) {
      details.push({ path: describePath(v.instancePath), message: v.message ?? 'Invalid value' });
    }
  }
  const first = details[0];
  // Our schemas carry human messages; zod's generic ones get the field name in front.
  const isGeneric = (m: string) =>
    /^(Invalid|Too (big|small)|Expected|Unrecognized|Required)/i.test(m);
  const message = first
    ? isGeneric(first.message) && first.path
      ? `${first.path}: ${first.message}`
      : first.message
    : 'Invalid request';
  return { error: message, code: 'VALIDATION_FAILED', details };
}

/** Fastify's own 4xx errors that are safe to pass through, with a readable message. */
const FASTIFY_4XX: Record<string, { status: number; body: ErrorBody }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    body: { error: 'The request body is not valid JSON', code: 'VALIDATION_FAILED' },
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    body: { error: 'The request body is empty', code: 'VALIDATION_FAILED' },
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    body: { error: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' },
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    body: { error: 'Unsupported content type', code: 'UNSUPPORTED_MEDIA_TYPE' },
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    body: { error: 'Invalid Content-Length', code: 'VALIDATION_FAILED' },
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    body: { error: 'Expected a multipart/form-data request', code: 'UNSUPPORTED_MEDIA_TYPE' },
  },
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    body: { error: 'Image size must be less than 5MB', code: 'PAYLOAD_TOO_LARGE' },
  },
  FST_FILES_LIMIT: {
    status: 400,
    body: { error: 'Too many files', code: 'VALIDATION_FAILED' },
  },
  FST_PARTS_LIMIT: {
    status: 400,
    body: { error: 'Too many form fields', code: 'VALIDATION_FAILED' },
  },
  FST_FIELDS_LIMIT: {
    status: 400,
    body: { error: 'Too many form fields', code: 'VALIDATION_FAILED' },
  },
  FST_PROTO_VIOLATION: {
    status: 400,
    body: { error: 'Invalid form field name', code: 'VALIDATION_FAILED' },
  },
};

/**
 * A plugin's bare status text ('Forbidden' from the static files when a path tries to leave
 * the uploads folder) becomes one of our sentences, which have their Malay.
 */
function readable4xxMessage(status: number, message: string): string {
  if (message && message !== STATUS_CODES[status]) return message;
  if (status === 403) return 'You do not have permission to do this';
  if (status === 404) return 'Not found';
  return 'Bad request';
}

/** House-style §4: one error handler; every error body has a string `error`. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    // NUL characters are never meaningful in a path or query and PostgreSQL cannot store them.
    app.addHook('onRequest', async (req) => {
      if (/%00/i.test(req.url) || req.url.includes(String.fromCharCode(0))) {
        throw new AppError('VALIDATION_FAILED', 'Invalid characters in the request address');
      }
    });

    // A client that reads Malay (our web app on a /ms page) asks with `X-Language: ms`: error
    // texts go out in Malay. Every other client keeps the English messages it may rely on.
    app.addHook('preSerialization', async (req, reply, payload: unknown) => {
      if (reply.statusCode < 400 || req.headers[LANGUAGE_HEADER] !== 'ms') return payload;
      return toMalayErrorBody(payload);
    });

    // A client that hangs up before its request is read whole: one info line, whatever the
    // route was doing (no error, no outage; the metrics count it as 499).
    app.addHook('onRequestAbort', async (req) => {
      req.log.info({ req }, 'request aborted by the client');
    });

    app.setErrorHandler((error: FastifyError, req, reply) => {
      // The cut stream surfaces as an error (`ECONNRESET` "aborted", a premature close, a part
      // that never ended): the client's doing, already logged above. Nobody reads this answer.
      if (isAbortedByClient(req.raw)) {
        return reply.code(CLIENT_CLOSED_REQUEST).send({
          error: 'The request was closed before it was read',
          code: 'VALIDATION_FAILED',
        } satisfies ErrorBody);
      }
      if (error instanceof AppError) {
        if (error.headers) void reply.headers(error.headers);
        // An upload refused half-way: answer now and close, rather than read the rest.
        if (error.status === 413 && !req.raw.complete) void reply.header('connection', 'close');
        if (error.status >= 500) req.log.warn({ err: error }, error.message);
        return reply.code(error.status).send(error.toBody());
      }
      if (error.validation) {
        return reply.code(400).send(validationBody(error));
      }
      const known = error.code ? FASTIFY_4XX[error.code] : undefined;
      if (known) return reply.code(known.status).send(known.body);

      if (isDatabaseUnavailable(error)) {
        req.log.error({ err: error }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({
            error: 'Service temporarily unavailable. Please try again shortly.',
            code: 'UNAVAILABLE',
          } satisfies ErrorBody);
      }

      if (isInvalidDataValue(error)) {
        req.log.warn({ err: error }, 'invalid value reached the database');
        return reply.code(400).send({
          error: 'The request contains a value that is not allowed',
          code: 'VALIDATION_FAILED',
        } satisfies ErrorBody);
      }

      const status = error.statusCode ?? 500;
      if (status === 429) {
        return reply.code(429).send({
          error: error.message || 'Too many requests. Please try again later.',
          code: 'RATE_LIMITED',
        } satisfies ErrorBody);
      }
      if (status >= 400 && status < 500) {
        return reply.code(status).send({
          error: readable4xxMessage(status, error.message),
          code: status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED',
        } satisfies ErrorBody);
      }

      req.log.error(
        { err: error, method: req.method, url: req.url, actor: req.actor?.kind ?? 'anonymous' },
        'unhandled error',
      );
      return reply.code(500).send({
        error: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL',
      } satisfies ErrorBody);
    });
  },
  { name: 'error-handler' },
);
