export { EnquiriesSection } from './components/enquiries-section';
