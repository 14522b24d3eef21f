// Accent- and case-insensitive search (calendar, directory): the database keeps a folded copy of
// the searchable text in a generated column; a query is folded the same way before matching.

/** Latin letters with diacritics and their plain letters, position by position (SQL translate). */
export const ACCENTED_LETTERS =
  'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ';
export const PLAIN_LETTERS =
  'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyAaAaAaCcCcCcCcDdEeEeEeEeEeGgGgGgGgHhIiIiIiIiIJjKkLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtUuUuUuUuUuUuWwYyYZzZzZzOoUuAaIiOoUuUuUuUuUuAaAaGgKkOoOojGgNnAaAaAaEeEeIiIiOoOoRrRrUuUuSsTtHhAaEeOoOoOoOoYy';

/** Lower case without diacritics: 'Pérak  Café' → 'perak  cafe'. */
export function foldSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export const SEARCH_QUERY_MAX_LENGTH = 100;

/** The words of a search query, folded, at most 6 (each must match). */
export function searchTerms(query: string | undefined | null): string[] {
  if (!query) return [];
  return foldSearchText(query)
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 6);
}

/** A LIKE pattern matching `term` anywhere, with LIKE's own wildcards escaped. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A member ID typed in a search box as people type it ('mpa000123', 'MPA 000 123',
 * 'MPA-000123'): its printed form, upper case without spaces or dashes ('MPA000123'; fewer
 * digits give the start of one), or null when the text is not a member ID. The searches that
 * list members or their payments match it against the stored ID.
 */
export function memberIdOf(text: string | undefined | null): string | null {
  if (!text) return null;
  const compact = text.replace(/[\s\-‐-―]/g, '').toUpperCase();
  return /^MPA\d{1,6}$/.test(compact) ? compact : null;
}
