import { z } from 'zod';

/** Site-wide security settings a super admin changes (docs/security.md). */
export const siteSettingsSchema = z.object({
  requireTwoFactorForAllStaff: z.boolean(),
  auditRetentionDays: z.number().int(),
  /** Days after expiry a membership still counts (shown with a warning). */
  membershipGraceDays: z.number().int(),
  /** How to pay for a renewal (bank account, what to write as the reference). */
  paymentInstructions: z.string(),
  /** The same in Bahasa Malaysia ('' when there are none: the English is shown). */
  paymentInstructionsMs: z.string(),
  /**
   * The version of the Terms and Privacy Policy players must have accepted (a date, e.g.
   * '2026-11-22'). Publishing a new one asks every player to accept it at their next visit.
   */
  policyVersion: z.string(),
  /** Hours a freed waitlist place (or a doubles partner's confirmation) is held. */
  waitlistClaimHours: z.number().int(),
  /**
   * The association's official details, printed on receipts: its registered name (empty: the
   * site's name in the reader's language), registration number and postal address.
   */
  officialName: z.string(),
  registrationNumber: z.string(),
  officialAddress: z.string(),
  /** The association's inbox: the Reply-To of enquiry replies (empty: none). */
  inboxEmail: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  requireTwoFactorForAllStaff: false,
  auditRetentionDays: 730,
  membershipGraceDays: 30,
  paymentInstructions:
    'Pay by bank transfer to Malaysia Pickleball Association, Maybank 5140 1234 5678. Write the payment reference shown here in the transfer so we can match your payment; your membership is renewed once we confirm it (usually within two working days).',
  paymentInstructionsMs:
    'Bayar melalui pindahan bank kepada Malaysia Pickleball Association, Maybank 5140 1234 5678. Tulis rujukan bayaran yang ditunjukkan di sini dalam pindahan supaya kami dapat memadankan bayaran anda; keahlian anda diperbaharui sebaik sahaja kami mengesahkannya (biasanya dalam dua hari bekerja).',
  policyVersion: '2026-11-22',
  waitlistClaimHours: 24,
  officialName: '',
  registrationNumber: '',
  officialAddress: '',
  inboxEmail: '',
};

const detailText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

export const updateSiteSettingsInputSchema = z
  .object({
    requireTwoFactorForAllStaff: z.boolean(),
    auditRetentionDays: z
      .number({ message: 'Retention must be a number of days' })
      .int('Retention must be a whole number of days')
      .min(365, 'Keep the audit log for at least 365 days')
      .max(3650, 'Keep the audit log for at most 3650 days'),
    policyVersion: z
      .string({ message: 'Enter the policy version' })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date the policy takes effect, as YYYY-MM-DD'),
    waitlistClaimHours: z
      .number({ message: 'Claim window must be a number of hours' })
      .int('Claim window must be a whole number of hours')
      .min(1, 'Claim window must be from 1 to 168 hours')
      .max(168, 'Claim window must be from 1 to 168 hours'),
    officialName: detailText(200, 'Keep the official name under 200 characters'),
    registrationNumber: detailText(60, 'Keep the registration number under 60 characters'),
    officialAddress: detailText(500, 'Keep the address under 500 characters'),
    inboxEmail: z
      .string()
      .trim()
      .max(254, 'Please enter a valid email address')
      .refine(
        (v) => v === '' || z.email().safeParse(v).success,
        'Please enter a valid email address',
      ),
  })
  .partial();
export type UpdateSiteSettingsInput = z.infer<typeof updateSiteSettingsInputSchema>;
