import type { z } from 'zod';

import type { ErrorDetail } from '@app/shared/errors';

import { badRequest } from './errors';

/** Issues as wire details (`path` dotted, `message` as the schema wrote it). */
export function issueDetails(error: z.ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** Parses with a shared schema; a failure becomes 400 with the first message and all details. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const details = issueDetails(result.error);
  throw badRequest(details[0]?.message ?? 'Invalid input', details);
}
