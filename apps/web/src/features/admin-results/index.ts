// The admin results feature's public face: what the app composes (ADR 009).
export { EntriesSection } from './components/entries-section';
export { RankingRulesSection } from './components/ranking-rules-section';
export { ResultsSection } from './components/results-section';
