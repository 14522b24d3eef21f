export { createEnquiriesModule } from './enquiries.module';
export { createEnquiriesRepository, type EnquiriesRepository } from './enquiries.repository';
