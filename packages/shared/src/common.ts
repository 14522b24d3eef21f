import { z } from 'zod';

/** `{ success: true, message }` answer of deletes and actions (api-compat.md). */
export const successMessageSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type SuccessMessage = z.infer<typeof successMessageSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
  engine: z.enum(['embedded', 'postgres']),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

/** `GET /api/ready`: may this process take traffic (database answers, schema up to date)? */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  database: z.enum(['up', 'down']),
  pendingMigrations: z.number().nullable(),
});
export type Readiness = z.infer<typeof readinessSchema>;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ASSOCIATION_TIME_ZONE = 'Asia/Kuala_Lumpur';

/**
 * An on/off query-string flag: 'true' or 'false', absent meaning off (`?missingMs=true`,
 * `?mine=true`). The list filters of the web app keep the same flags in their URL.
 */
export function queryFlagSchema(name: string) {
  return z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .optional()
    .transform((v) => v === 'true');
}
