export type { PlayerDeletionPort } from './player-deletion';
export { createPlayersModule } from './players.module';
export { createPlayersRepository, type PlayersRepository } from './players.repository';
