// The guidelines feature's public face (ADR 009).
export { GuidelinePage } from './components/guideline-page';
