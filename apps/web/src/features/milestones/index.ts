// The milestones feature's public face (ADR 009).
export { MilestoneTimeline } from './components/milestone-timeline';
export { LazyJourneyStrip } from './components/lazy-sections';
