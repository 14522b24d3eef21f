export { AffiliatesGrid } from './components/affiliates-grid';
export { OrgChart } from './components/org-chart';
