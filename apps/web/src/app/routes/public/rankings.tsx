import { PlayerProfilePage, RankingRulesPage, RankingsPage } from '@/features/rankings';

/** `/rankings`, `/rankings/rules` and `/players/<member ID>` (issue 33). */
export const RankingsRoute = RankingsPage;
export const RankingRulesRoute = RankingRulesPage;
export const PlayerProfileRoute = PlayerProfilePage;
