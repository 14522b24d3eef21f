// The admin tournaments feature's public face: what the app composes (ADR 009).
export { ManageTournamentsSection } from './components/manage-tournaments-section';
