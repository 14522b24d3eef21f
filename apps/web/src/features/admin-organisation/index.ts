export { AffiliatesSection } from './components/affiliates-section';
export { OfficeBearersSection } from './components/office-bearers-section';
