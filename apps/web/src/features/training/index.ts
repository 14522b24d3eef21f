// The training feature's public face (ADR 009).
export { MyProgramsPanel } from './components/my-programs-panel';
export { StatisticsPanel } from './components/statistics-panel';
export { TrainingPage } from './components/training-page';
export { LazyHomeTrainingSection } from './components/lazy-sections';
