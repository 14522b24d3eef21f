export { EnquiriesSection } from './enquiries-section';
