import type { z } from 'zod';

/** The issues of a failed parse as 'path: message' strings (none for a success). */
export function issuesOf(result: z.ZodSafeParseResult<unknown>): string[] {
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}
