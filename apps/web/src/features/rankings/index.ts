export { RankingsPage } from './components/rankings-page';
export { RankingRulesPage } from './components/rules-page';
export { PlayerProfilePage } from './components/profile-page';
export { TournamentResultsPage } from './components/results-page';
