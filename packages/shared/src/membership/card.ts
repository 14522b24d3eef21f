import { z } from 'zod';

import { membershipStatusSchema } from './schemas';

/** The member's card as the portal shows it, and what a scan of its QR code answers. */
export const membershipCardSchema = z.object({
  memberId: z.string(),
  fullName: z.string(),
  profilePicture: z.string().nullable(),
  skillLevel: z.string(),
  typeName: z.string().nullable(),
  typeNameMs: z.string().nullable().default(null),
  status: membershipStatusSchema,
  expiresOn: z.string().nullable(),
  verifyUrl: z.string(),
  /** The QR code of `verifyUrl`, as an SVG document. */
  qrSvg: z.string(),
  updatedAt: z.string(),
});
export type MembershipCard = z.infer<typeof membershipCardSchema>;

export const verifyResultSchema = z.object({
  fullName: z.string(),
  memberId: z.string(),
  profilePicture: z.string().nullable(),
  status: membershipStatusSchema,
  expiresOn: z.string().nullable(),
  checkedAt: z.string(),
});
export type VerifyResult = z.infer<typeof verifyResultSchema>;
