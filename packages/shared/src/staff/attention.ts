import { z } from 'zod';

import type { StaffRole } from './roles';

/**
 * What waits for staff, by the admin section that deals with it: new enquiries (any staff
 * member), pending PickleZone reports (moderators), pending data corrections (membership
 * officers) and tournament entries flagged after a player's facts changed (tournament officers).
 * A count is present only for a caller whose roles open that section.
 */
export const ATTENTION_SECTIONS = {
  enquiry: 'any',
  report: ['moderator'],
  'data-requests': ['membership_officer'],
  'competition-entries': ['tournament_officer'],
} as const satisfies Record<string, readonly StaffRole[] | 'any'>;

export type AttentionSection = keyof typeof ATTENTION_SECTIONS;

const count = z.number().int().min(0);

export const adminAttentionSchema = z.object({
  enquiry: count.optional(),
  report: count.optional(),
  'data-requests': count.optional(),
  'competition-entries': count.optional(),
});
export type AdminAttention = z.infer<typeof adminAttentionSchema>;
