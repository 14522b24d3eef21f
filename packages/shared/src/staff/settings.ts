import { z } from 'zod';

/** Site-wide security settings a super admin changes (docs/security.md). */
export const siteSettingsSchema = z.object({
  requireTwoFactorForAllStaff: z.boolean(),
  auditRetentionDays: z.number().int(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  requireTwoFactorForAllStaff: false,
  auditRetentionDays: 730,
};

export const updateSiteSettingsInputSchema = z
  .object({
    requireTwoFactorForAllStaff: z.boolean(),
    auditRetentionDays: z
      .number({ message: 'Retention must be a number of days' })
      .int('Retention must be a whole number of days')
      .min(365, 'Keep the audit log for at least 365 days')
      .max(3650, 'Keep the audit log for at most 3650 days'),
  })
  .partial();
export type UpdateSiteSettingsInput = z.infer<typeof updateSiteSettingsInputSchema>;
