export { createEntriesModule, type EntriesApi, type EntriesPlayersPort } from './entries.module';
export { createEntriesRepository, type EntriesRepository } from './entries.repository';
