import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

import { LANGUAGE_HEADER } from '@app/shared/locale';
import { toMalay } from '@app/shared/messages-ms';

/**
 * Every error message any test's request produces must have its Bahasa Malaysia (issue 30):
 * the static check (`scripts/checks/server-messages.test.ts`) finds the literal messages, this
 * one also the messages built from values at run time. Each test app records error bodies whose
 * text `toMalay` leaves in English; the test file fails after its tests when there are any.
 */
const untranslated = new Set<string>();

/** Texts that are not English sentences a reader meets (values echoed back, codes). */
const NOT_ENGLISH = /^[^a-z]*$/;

function record(text: unknown): void {
  if (typeof text !== 'string' || NOT_ENGLISH.test(text)) return;
  if (toMalay(text) === text) untranslated.add(text);
}

export function checkErrorsHaveMalay(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    // A Malay request's body went out already translated (error-handler.ts).
    if (req.headers[LANGUAGE_HEADER] === 'ms') return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    if (!body || typeof body !== 'object') return payload;
    const { error, details } = body as { error?: unknown; details?: unknown };
    record(error);
    if (Array.isArray(details)) {
      for (const d of details) record((d as { message?: unknown } | null)?.message);
    }
    return payload;
  });
}

/** Called after each test file (setup-file.ts): no error message went out without Malay. */
export function expectEveryErrorHadMalay(): void {
  const found = [...untranslated].sort();
  untranslated.clear();
  expect(found, 'error messages without a Bahasa Malaysia translation').toEqual([]);
}
