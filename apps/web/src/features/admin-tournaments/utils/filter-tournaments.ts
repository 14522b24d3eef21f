import type { Tournament, TournamentListFilter } from '@app/shared/tournaments';

/**
 * Tournaments whose name, city or organizer contains the search text (case-insensitive,
 * surrounding spaces ignored) and whose type matches the filter (none: every type).
 */
export function filterTournaments(
  tournaments: readonly Tournament[],
  { q, type }: TournamentListFilter,
): Tournament[] {
  const needle = (q ?? '').trim().toLocaleLowerCase();
  return tournaments.filter(
    (t) =>
      (type === undefined || t.type === type) &&
      (needle === '' ||
        [t.name, t.city, t.organizer].some((field) =>
          (field ?? '').toLocaleLowerCase().includes(needle),
        )),
  );
}
