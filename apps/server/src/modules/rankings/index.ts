export { createRankingsModule, type RankingsApi } from './rankings.module';
export { createRankingsService } from './rankings.service';
export { createRankingsRepository, type RankingsRepository } from './rankings.repository';
export {
  createRankingRulesRepository,
  type RankingRulesRepository,
} from './ranking-rules.repository';
export { createResultsRepository, type ResultsRepository } from './results.repository';
export {
  createPlayerResultsRepository,
  type PlayerResultsRepository,
} from './player-results.repository';
export {
  createPublicResultsRepository,
  type PublicResultsRepository,
} from './public-results.repository';
