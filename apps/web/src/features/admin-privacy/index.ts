// The admin privacy feature's public face: what the app composes (ADR 009).
export { DataRequestsSection } from './components/data-requests-section';
export { RetentionSection } from './components/retention-section';
