/** Upcoming sessions first (soonest first), then past ones (most recent first). */
export function upcomingFirst<T extends { date: string }>(
  programs: readonly T[],
  today: string,
): T[] {
  const upcoming = programs
    .filter((p) => p.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date));
  const past = programs.filter((p) => p.date < today).sort((a, b) => b.date.localeCompare(a.date));
  return [...upcoming, ...past];
}

/** A session whose day has gone is past, whatever its stored status says. */
export function isPastProgram(program: { date: string }, today: string): boolean {
  return program.date < today;
}
