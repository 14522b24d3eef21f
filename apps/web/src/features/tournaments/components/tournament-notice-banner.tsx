/**
 * Slot for the tournament notice banner (spec §2: the first 3 news items of the Tournament
 * category). Renders nothing for now: the news issue will fill it in once the news API exists.
 */
export function TournamentNoticeBanner() {
  return null;
}
