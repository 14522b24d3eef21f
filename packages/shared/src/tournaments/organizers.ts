import { z } from 'zod';

// ── Organizers ────────────────────────────────────────────────────────────────────────────────

export const ORGANIZER_STATUSES = ['Active', 'Inactive', 'Pending'] as const;
export const organizerStatusSchema = z.enum(ORGANIZER_STATUSES);
export type OrganizerStatus = z.infer<typeof organizerStatusSchema>;

/** Portal organization status (case-insensitive): active → Active, suspended → Inactive, else Pending. */
export function organizerStatusFromPortal(status: string | null | undefined): OrganizerStatus {
  const key = (status ?? '').trim().toLowerCase();
  if (key === 'active') return 'Active';
  if (key === 'suspended') return 'Inactive';
  return 'Pending';
}

/** The public organizer record (api-compat.md); no contact e-mail or phone. */
export const organizerSchema = z.object({
  _id: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  name: z.string(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  registrationDate: z.string().nullable(),
  status: organizerStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Organizer = z.infer<typeof organizerSchema>;
export type OrganizerFields = Omit<Organizer, '_id' | 'createdAt' | 'updatedAt'>;
