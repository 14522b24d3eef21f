export { createProgramsModule } from './programs.module';
export { createProgramsRepository, type ProgramsRepository } from './programs.repository';
