export { createCompetitionModule, type CompetitionApi } from './competition.module';
export { createCompetitionRepository, type CompetitionRepository } from './competition.repository';
export type { CompetitionRepos } from './setup.service';
export type { DivisionForEntry, PlayerEntrantFacts } from './eligibility';
export type { DivisionRow } from './divisions.repository';
export {
  hasResultsSql,
  isAdultSql,
  namePublicSql,
  privacyRefsOf,
  profilePublicSql,
  publicIdentity,
  PRIVATE_IDENTITY,
  type PlayerPrivacyRefs,
  type PublicIdentity,
} from './public-name';
