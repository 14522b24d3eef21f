export { ManageClinicsSection, ManageCoursesSection } from './components/programs-section';
