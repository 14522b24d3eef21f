export { createSettingsModule } from './settings.module';
export { createSettingsRepository, type SettingsRepository } from './settings.repository';
export type { SettingsService } from './settings.service';
