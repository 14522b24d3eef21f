import type { Tournament, TournamentType } from '@app/shared/tournaments';

export type TypeFilter = TournamentType | 'all';

/**
 * Tournaments whose name, city or organizer contains the search text (case-insensitive,
 * surrounding spaces ignored) and whose type matches the filter.
 */
export function filterTournaments(
  tournaments: readonly Tournament[],
  search: string,
  type: TypeFilter,
): Tournament[] {
  const needle = search.trim().toLocaleLowerCase();
  return tournaments.filter(
    (t) =>
      (type === 'all' || t.type === type) &&
      (needle === '' ||
        [t.name, t.city, t.organizer].some((field) =>
          (field ?? '').toLocaleLowerCase().includes(needle),
        )),
  );
}
