import { z } from 'zod';

/** One place someone is signed in ("Where you're signed in"). */
export const activeSessionSchema = z.object({
  _id: z.string(),
  /** Browser and system from the user agent, e.g. "Chrome on Windows". */
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const endSessionsResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  ended: z.number().int(),
});
