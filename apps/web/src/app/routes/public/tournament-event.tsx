import { TournamentEventPage } from '@/features/tournaments';

/** /tournament/:tournamentId: a tournament's own page. */
export function TournamentEventRoute() {
  return <TournamentEventPage />;
}
