export type {
  PlayerAccountsPort,
  PlayerDeletionOptions,
  PlayerDeletionPort,
} from './player-deletion';
export type {
  EligibilityChangeHook,
  EligibilityChangePort,
  EligibilityFact,
} from './eligibility-changes';
export { createPlayersModule } from './players.module';
export { createPlayersRepository, type PlayersRepository } from './players.repository';
export { createPlayerFactsQueries, type PlayerFacts } from './player-facts.repository';
export { createIcVaultRepository, type IcVaultRepository } from './ic-vault.repository';
export { createIcVault, type IcVault } from './ic-vault.service';
export {
  createIdentityProbes,
  type IdentityProbeLimits,
  type IdentityProbes,
  type ReportBurst,
} from './identity-probes';
