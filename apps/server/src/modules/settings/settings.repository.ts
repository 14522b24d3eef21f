import type { DbExecutor } from '../../db/client';
import { siteSettings } from '../../db/schema/index';

export function createSettingsRepository(db: DbExecutor) {
  return {
    async all() {
      return db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
    },
    async put(key: string, value: unknown, updatedBy: string | null) {
      await db
        .insert(siteSettings)
        .values({ key, value, updatedBy })
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: { value, updatedBy, updatedAt: new Date() },
        });
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
