import {
  DEFAULT_SITE_SETTINGS,
  siteSettingsSchema,
  type SiteSettings,
  type UpdateSiteSettingsInput,
} from '@app/shared/staff';

import { noteAudit } from '../../lib/audit-trail';
import type { DataAccess } from '../../lib/unit-of-work';

import type { SettingsRepository } from './settings.repository';

export interface SettingsRepos {
  settings: SettingsRepository;
}

/** Site-wide security settings, read from the database each time (every process agrees). */
export function createSettingsService({ data }: { data: DataAccess<SettingsRepos> }) {
  const repo = data.repos.settings;

  async function get(): Promise<SiteSettings> {
    const stored = Object.fromEntries((await repo.all()).map((r) => [r.key, r.value]));
    const parsed = siteSettingsSchema.partial().safeParse(stored);
    const saved = parsed.success ? parsed.data : {};
    const settings = { ...DEFAULT_SITE_SETTINGS, ...saved };
    // The default Malay instructions translate the default English ones: once staff have
    // written their own English (another bank account), the Malay stays empty until written too.
    if (saved.paymentInstructions !== undefined && saved.paymentInstructionsMs === undefined)
      settings.paymentInstructionsMs = '';
    return settings;
  }

  return {
    get,
    async update(
      adminId: string,
      input: UpdateSiteSettingsInput | Partial<SiteSettings>,
    ): Promise<SiteSettings> {
      const before = await get();
      await data.withTransaction(async ({ settings }) => {
        for (const [key, value] of Object.entries(input)) {
          if (value !== undefined) await settings.put(key, value, adminId);
        }
      });
      const after = await get();
      noteAudit({ targetType: 'settings', targetId: 'site', before, after });
      return after;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
