// The admin reports feature's public face: what the app composes (ADR 009).
export { ReportsSection } from './components/reports-section';
