import { localizePath } from '@app/shared/locale';
import { formatMalaysiaDate } from '@app/shared/relative-time';
import type { Tournament } from '@app/shared/tournaments';

import type { PageMeta, PageSite } from '../../plugins/static-files';

/** `/tournament/<id>`: a tournament's own page (its `_id`, or the portal's application id). */
const TOURNAMENT_PATH = /^\/tournament\/([A-Za-z0-9_-]{1,64})\/?$/;

/** The id a path names, or null for any other page. */
export function tournamentIdOfPath(pathname: string): string | null {
  const match = TOURNAMENT_PATH.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}

/** The page's address (by `_id`, so every link to it is the same). */
export function tournamentPath(tournament: Pick<Tournament, '_id'>): string {
  return `/tournament/${encodeURIComponent(tournament._id)}`;
}

/**
 * Open Graph data for a tournament's page in the page's language (its dates in Malay on a Malay
 * page, as the page shows them), so a shared link shows its name and summary.
 */
export async function tournamentPageMeta(
  get: (id: string) => Promise<Tournament>,
  pathname: string,
  site: PageSite,
): Promise<PageMeta | null> {
  const id = tournamentIdOfPath(pathname);
  if (id === null) return null;
  let tournament: Tournament;
  try {
    tournament = await get(id);
  } catch {
    return null;
  }
  const place = [tournament.venue, tournament.city, tournament.state].filter(Boolean).join(', ');
  const day = (iso: string) => formatMalaysiaDate(iso, 'long', site.locale) || iso;
  const dates =
    tournament.endDate && tournament.endDate !== tournament.startDate
      ? `${day(tournament.startDate)} – ${day(tournament.endDate)}`
      : day(tournament.startDate);
  const summary = [dates, place, (tournament.description ?? '').trim()].filter(Boolean).join(' · ');
  return {
    title: `${tournament.name} | ${site.name}`,
    description: summary.length > 200 ? `${summary.slice(0, 199)}…` : summary,
    image: null,
    url: `${site.origin}${localizePath(tournamentPath(tournament), site.locale)}`,
    type: 'website',
  };
}
