// The admin competition feature's public face: what the app composes (ADR 009).
export { CompetitionSetupSection } from './components/competition-setup-section';
export { CompetitionPrivacyCard } from './components/competition-privacy-card';
