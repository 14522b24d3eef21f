export { createTournamentsModule } from './tournaments.module';
export { createTournamentsRepository, type TournamentsRepository } from './tournaments.repository';
