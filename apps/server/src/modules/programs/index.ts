export { createProgramsModule } from './programs.module';
export { createProgramsRepository, type ProgramsRepository } from './programs.repository';
export { createEnrolmentRepository, type EnrolmentRepository } from './enrolment.repository';
export type { ProgramsApi } from './programs.module';
