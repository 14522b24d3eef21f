export { createEntriesModule, type EntriesApi } from './entries.module';
export { createEntriesRepository, type EntriesRepository } from './entries.repository';
