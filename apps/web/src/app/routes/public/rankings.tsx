import {
  PlayerProfilePage,
  RankingRulesPage,
  RankingsPage,
  TournamentResultsPage,
} from '@/features/rankings';

/** `/rankings`, `/rankings/rules`, `/players/<member ID>` and tournaments' results (issue 33). */
export const RankingsRoute = RankingsPage;
export const RankingRulesRoute = RankingRulesPage;
export const PlayerProfileRoute = PlayerProfilePage;
export const TournamentResultsRoute = TournamentResultsPage;
