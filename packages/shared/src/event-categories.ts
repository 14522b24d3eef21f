import { TOURNAMENT_TYPES, type TournamentType } from './tournaments/types';

// Kept free of schemas so the home page's bundle can use it without the calendar's schemas.

/** An event's type on the calendar: a tournament's type, or a course or clinic. */
export const EVENT_CATEGORIES = [...TOURNAMENT_TYPES, 'course', 'clinic'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export function isTournamentCategory(category: EventCategory): category is TournamentType {
  return (TOURNAMENT_TYPES as readonly string[]).includes(category);
}
