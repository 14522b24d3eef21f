import { z } from 'zod';

import { membershipDashboardSchema } from '../membership/schemas';

import { adminAttentionSchema } from './attention';
import type { StaffRole } from './roles';

/** Who sees this month's membership figures on the overview (the Membership section's). */
export const OVERVIEW_MEMBERSHIP_ROLES = [
  'membership_officer',
  'treasurer',
] as const satisfies StaffRole[];

/** How many upcoming events the overview lists, and how far ahead it looks. */
export const OVERVIEW_UPCOMING_LIMIT = 6;
export const OVERVIEW_UPCOMING_DAYS = 90;

export const overviewEventSchema = z.object({
  id: z.string(),
  kind: z.enum(['tournament', 'course', 'clinic']),
  name: z.string(),
  /** The Malay name where there is one (courses and clinics), else ''. */
  nameMs: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  venue: z.string().nullable(),
  state: z.string().nullable(),
});
export type OverviewEvent = z.infer<typeof overviewEventSchema>;

/**
 * The admin dashboard's first page: what waits in the sections the caller's roles open (the
 * sidebar's counts), this month's membership figures (membership officers; otherwise null) and
 * the next public events (every staff member: they are on the public calendar).
 */
export const adminOverviewSchema = z.object({
  waiting: adminAttentionSchema,
  membership: membershipDashboardSchema.nullable(),
  upcoming: z.array(overviewEventSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
