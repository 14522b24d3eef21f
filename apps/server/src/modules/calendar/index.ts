export { createCalendarModule } from './calendar.module';
export { createCalendarFeedsRepository, createCalendarRepository } from './calendar.repository';
