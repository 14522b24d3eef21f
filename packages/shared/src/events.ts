import { z } from 'zod';

import { EVENT_CATEGORIES } from './event-categories';
import { MALAYSIAN_STATES } from './players/constants';
import { SEARCH_QUERY_MAX_LENGTH } from './search-text';
import { isoDateSchema } from './tournaments/records';

// The public calendar (spec §2, §9 and issue 18): tournaments and the association's courses and
// clinics in one year view, filtered by state, type, month and a search, with counts per filter.

export { EVENT_CATEGORIES, isTournamentCategory, type EventCategory } from './event-categories';

export const eventCategorySchema = z.enum(EVENT_CATEGORIES, {
  error: 'Please select an event type',
});

export const CALENDAR_FIRST_YEAR = 2000;
export const CALENDAR_LAST_YEAR = 2100;

const yearSchema = z.coerce
  .number({ error: 'Year must be a number' })
  .int('Year must be a whole number')
  .min(CALENDAR_FIRST_YEAR, `Year must be from ${CALENDAR_FIRST_YEAR} to ${CALENDAR_LAST_YEAR}`)
  .max(CALENDAR_LAST_YEAR, `Year must be from ${CALENDAR_FIRST_YEAR} to ${CALENDAR_LAST_YEAR}`);

const monthSchema = z.coerce
  .number({ error: 'Month must be a number from 1 to 12' })
  .int('Month must be a number from 1 to 12')
  .min(1, 'Month must be a number from 1 to 12')
  .max(12, 'Month must be a number from 1 to 12');

/** `state` is one of the 16 states and territories (any letter case). */
const stateSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const state = MALAYSIAN_STATES.find((s) => s.toLowerCase() === value.toLowerCase());
    if (!state) {
      ctx.addIssue({ code: 'custom', message: 'Please select a state' });
      return z.NEVER;
    }
    return state;
  });

const searchSchema = z
  .string()
  .trim()
  .max(SEARCH_QUERY_MAX_LENGTH, `Search must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`);

/** The filters of `GET /api/calendar` and the public `.ics` feed (all optional). */
export const calendarFilterSchema = z.object({
  state: stateSchema.optional(),
  type: eventCategorySchema.optional(),
  q: searchSchema.optional(),
});
export type CalendarFilter = z.output<typeof calendarFilterSchema>;

/** `GET /api/calendar?year=&month=&state=&type=&q=`; the year defaults to this one (Malaysia). */
export const calendarQuerySchema = calendarFilterSchema.extend({
  year: yearSchema.optional(),
  month: monthSchema.optional(),
});
export type CalendarQuery = z.output<typeof calendarQuerySchema>;

/** One event of the calendar: enough for the grid, the list and the feed. */
export const calendarEventSchema = z.object({
  /** The tournament's or the programme's id (details: `/api/tournaments/:id`, the training page). */
  _id: z.string(),
  category: eventCategorySchema,
  name: z.string(),
  /** The Malay name where one was written (courses and clinics), otherwise ''. */
  nameMs: z.string(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  /** A course's or clinic's time as written (e.g. '9:00 AM'); null for tournaments. */
  time: z.string().nullable(),
  venue: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  /** The organiser (tournaments) or the coach (courses and clinics). */
  organizer: z.string(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/**
 * Counts for each filter's options, each with the other filters applied (so a count says how
 * many events choosing that option would show). `months[0]` is January.
 */
export const calendarCountsSchema = z.object({
  total: z.number(),
  types: z.record(z.string(), z.number()),
  states: z.record(z.string(), z.number()),
  months: z.array(z.number()).length(12),
});
export type CalendarCounts = z.infer<typeof calendarCountsSchema>;

export const calendarResponseSchema = z.object({
  year: z.number(),
  /** The years from the first with events to the last (and this one), for the year navigation. */
  years: z.array(z.number()),
  events: z.array(calendarEventSchema),
  counts: calendarCountsSchema,
});
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;

/** The player's personal feed: whether one is active, and its URL right after it was made. */
export const calendarFeedSchema = z.object({
  active: z.boolean(),
  url: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
