export { MilestonesSection } from './components/milestones-section';
