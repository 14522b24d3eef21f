import { z } from 'zod';

/** One place someone is signed in ("Where you're signed in"). */
export const activeSessionSchema = z.object({
  _id: z.string(),
  /**
   * Browser and system from the user agent in English, e.g. "Chrome on Windows" (kept for older
   * clients; pages build their own label, in their language, from `browser` and `os`).
   */
  device: z.string(),
  /** The browser's name from the user agent ('Safari'), or null when it does not say. */
  browser: z.string().nullable(),
  /** The operating system's name from the user agent ('iOS'), or null when it does not say. */
  os: z.string().nullable(),
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
