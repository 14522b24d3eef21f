// The competition feature's public face (ADR 009): entering tournaments, my entries, my stats.
export { useCompetition } from './api/get-competition';
export { CompetitionSection } from './components/competition-section';
export { MyEntriesPanel } from './components/my-entries-panel';
export { CompetitionStats } from './components/competition-stats';
