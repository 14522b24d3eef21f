import { formatMessage } from '@/lib/format-message';
import { MALAYSIA_TIME_ZONE } from '@app/shared/locale';
import { skillLevelFromDupr } from '@app/shared/players';

/**
 * 'N/A' without a rating; otherwise the rating and its derived skill level ('3.25 · Intermediate+').
 * The spec's admin view always said 'N/A'; the derived level is shown when there is a rating.
 */
export function duprText(
  rating: number | null,
  texts: { notAvailable: string; duprWithSkill: string; skillLevels: Record<string, string> },
): string {
  if (rating === null || Number.isNaN(rating)) return texts.notAvailable;
  const skill = skillLevelFromDupr(rating);
  return formatMessage(texts.duprWithSkill, {
    rating: String(rating),
    skill: texts.skillLevels[skill] ?? skill,
  });
}

/** A date and time in the catalogue's locale ('Mar 5, 2025, 2:30 PM'); the input if unparseable. */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: MALAYSIA_TIME_ZONE,
  }).format(date);
}

/**
 * A date in the catalogue's locale ('Mar 5, 2025'); the input if unparseable. A date-only value
 * ('1990-01-31') is read as a calendar date, so no time zone moves it to the day before.
 */
export function formatDate(iso: string, locale: string): string {
  const isDateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const date = new Date(isDateOnly ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeZone: isDateOnly ? 'UTC' : MALAYSIA_TIME_ZONE,
  }).format(date);
}

/** '1 player' / '12 players' from the catalogue's pair. */
export function playerCountText(
  count: number,
  texts: { playerCountOne: string; playerCountOther: string },
): string {
  return count === 1 ? texts.playerCountOne : formatMessage(texts.playerCountOther, { count });
}
