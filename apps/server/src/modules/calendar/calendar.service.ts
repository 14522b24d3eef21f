import { malaysiaTodayIso } from '@app/shared/calendar';
import { divisionLabel, type AgeGroup, type Discipline } from '@app/shared/competition/categories';
import {
  EVENT_CATEGORIES,
  isTournamentCategory,
  type CalendarCounts,
  type CalendarEvent,
  type CalendarFilter,
  type CalendarQuery,
  type CalendarResponse,
  type EventCategory,
} from '@app/shared/events';
import { buildIcsCalendar, type IcsEvent } from '@app/shared/ics';
import { localizePath, type Locale } from '@app/shared/locale';
import { searchTerms } from '@app/shared/search-text';

import { notFound } from '../../lib/errors';
import { generateToken, hashToken } from '../../lib/tokens';
import type { DataAccess } from '../../lib/unit-of-work';

import type {
  CalendarFeedsRepository,
  CalendarRepository,
  EntryEventRow,
  EventFilter,
  EventRow,
} from './calendar.repository';

export interface CalendarRepos {
  calendar: CalendarRepository;
  calendarFeeds: CalendarFeedsRepository;
}

/** A year holds a few hundred events; this bounds one answer whatever the data. */
const MAX_EVENTS = 2_000;
/**
 * Feeds hold events from 1 January of last year (calendar apps drop what a feed no longer
 * lists, so a subscriber keeps the recent past), at most this many.
 */
const MAX_FEED_EVENTS = 1_000;
const feedStart = (today: string) => `${Number(today.slice(0, 4)) - 1}-01-01`;

function toEvent(row: EventRow): CalendarEvent {
  return {
    _id: row.id,
    category: row.category as EventCategory,
    name: row.name,
    nameMs: row.name_ms ?? '',
    startDate: row.start_date,
    endDate: row.end_date,
    time: row.time,
    venue: row.venue,
    city: row.city ?? '',
    state: row.state,
    organizer: row.organizer ?? '',
  };
}

function categoryFilter(type: EventCategory | undefined): Partial<EventFilter> {
  if (!type) return {};
  return isTournamentCategory(type)
    ? { only: 'tournaments', tournamentType: type }
    : { only: 'programs', programKind: type };
}

function monthBounds(year: number, month: number | undefined): { from: string; to: string } {
  if (!month) return { from: `${year}-01-01`, to: `${year}-12-31` };
  const mm = String(month).padStart(2, '0');
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${lastDay}` };
}

/**
 * One calendar event as an iCalendar event, in the reader's language: the name (a course's or
 * clinic's Malay title where written), the organiser's or coach's label, and the link to the
 * event's page (a tournament's own page, the training page) in that language.
 */
function toIcsEvent(event: CalendarEvent, siteUrl: string, locale: Locale = 'en'): IcsEvent {
  const isTournament = isTournamentCategory(event.category);
  const label = isTournament
    ? locale === 'ms'
      ? 'Penganjur'
      : 'Organiser'
    : locale === 'ms'
      ? 'Jurulatih'
      : 'Coach';
  const page = isTournament ? `/tournament/${encodeURIComponent(event._id)}` : '/training';
  return {
    uid: `${isTournament ? 'tournament' : event.category}-${event._id}@mpa`,
    summary: locale === 'ms' && event.nameMs.trim() ? event.nameMs : event.name,
    startDate: event.startDate,
    endDate: event.endDate,
    time: event.time,
    location: [event.venue, event.city, event.state].filter((p) => p && p.trim()).join(', '),
    description: event.organizer ? `${label}: ${event.organizer}` : null,
    url: `${siteUrl}${localizePath(page, locale)}`,
  };
}

/**
 * A confirmed tournament entry as an iCalendar event: the tournament and the division in the
 * title, the partner in the description, the tournament's page as its link. Its UID is the
 * entry's, so it stays one event in the player's calendar however often the feed is read.
 */
function entryIcsEvent(row: EntryEventRow, siteUrl: string, locale: Locale): IcsEvent {
  const division = divisionLabel(
    { discipline: row.discipline as Discipline, ageGroup: row.age_group as AgeGroup },
    locale,
  );
  const words =
    locale === 'ms'
      ? { division: 'Bahagian', partner: 'Pasangan' }
      : { division: 'Division', partner: 'Partner' };
  return {
    uid: `entry-${row.entry_id}@mpa`,
    summary: `${row.tournament_name} — ${division}`,
    startDate: row.start_date,
    endDate: row.end_date,
    location: [row.venue, row.city, row.state].filter((p) => p && p.trim()).join(', '),
    description: [
      `${words.division}: ${division}`,
      row.partner_name ? `${words.partner}: ${row.partner_name}` : null,
    ]
      .filter(Boolean)
      .join('\n'),
    url: `${siteUrl}${localizePath(`/tournament/${encodeURIComponent(row.tournament_id)}`, locale)}`,
  };
}

/**
 * The public calendar and its feeds. Counts are faceted: each option's count applies every
 * other filter, so "Selangor (12)" is what choosing Selangor would show.
 */
export function createCalendarService(deps: {
  data: DataAccess<CalendarRepos>;
  now: () => Date;
  siteUrl: string;
  associationName: string;
}) {
  const { calendar, calendarFeeds } = deps.data.repos;

  return {
    async calendar(query: CalendarQuery): Promise<CalendarResponse> {
      const today = malaysiaTodayIso(deps.now());
      const year = query.year ?? Number(today.slice(0, 4));
      const terms = searchTerms(query.q);
      const yearRange = monthBounds(year, undefined);
      const [rows, facets, range] = await Promise.all([
        calendar.events(
          {
            ...monthBounds(year, query.month),
            state: query.state,
            terms,
            ...categoryFilter(query.type),
          },
          MAX_EVENTS,
        ),
        calendar.facets({ ...yearRange, terms }),
        calendar.yearRange(),
      ]);

      const counts: CalendarCounts = {
        total: 0,
        types: Object.fromEntries(EVENT_CATEGORIES.map((c) => [c, 0])),
        states: {},
        months: Array.from({ length: 12 }, () => 0),
      };
      const stateMatches = (s: string | null) =>
        !query.state || (s ?? '').toLowerCase() === query.state.toLowerCase();
      for (const f of facets) {
        const n = Number(f.n);
        const month = Number(f.month);
        const typeOk = !query.type || f.category === query.type;
        const monthOk = !query.month || month === query.month;
        if (stateMatches(f.state) && monthOk)
          counts.types[f.category] = (counts.types[f.category] ?? 0) + n;
        if (typeOk && monthOk && f.state)
          counts.states[f.state] = (counts.states[f.state] ?? 0) + n;
        if (typeOk && stateMatches(f.state))
          counts.months[month - 1] = (counts.months[month - 1] ?? 0) + n;
        if (typeOk && monthOk && stateMatches(f.state)) counts.total += n;
      }
      // Every year from the first with events to the last (and this one), for the year buttons.
      const thisYear = Number(today.slice(0, 4));
      const first = Math.min(range?.first ?? thisYear, thisYear, year);
      const last = Math.max(range?.last ?? thisYear, thisYear, year);
      const allYears = Array.from({ length: last - first + 1 }, (_, i) => first + i);
      return { year, years: allYears, events: rows.map(toEvent), counts };
    },

    /** The public feed for a filter. */
    async feed(filter: CalendarFilter, locale: Locale = 'en'): Promise<string> {
      const today = malaysiaTodayIso(deps.now());
      const rows = await calendar.events(
        {
          from: feedStart(today),
          to: '9999-12-31',
          state: filter.state,
          terms: searchTerms(filter.q),
          ...categoryFilter(filter.type),
        },
        MAX_FEED_EVENTS,
      );
      const scope = [filter.state, filter.type, filter.q ? `“${filter.q}”` : null]
        .filter(Boolean)
        .join(' · ');
      return buildIcsCalendar(
        rows.map((row) => toIcsEvent(toEvent(row), deps.siteUrl, locale)),
        {
          name: scope ? `${deps.associationName} — ${scope}` : deps.associationName,
          now: deps.now(),
        },
      );
    },

    /**
     * The personal feed behind a token (404 for an unknown or revoked one), in the player's
     * language: the courses and clinics they hold a place in and the tournament divisions they
     * are confirmed in. It is read fresh on every poll, so a withdrawn entry or enrolment leaves
     * the player's calendar at the app's next refresh.
     */
    async personalFeed(token: string): Promise<string> {
      const player = await calendarFeeds.playerByTokenHash(hashToken(token));
      if (!player) throw notFound('Calendar feed');
      const locale: Locale = player.language === 'ms' ? 'ms' : 'en';
      const from = feedStart(malaysiaTodayIso(deps.now()));
      const [programs, entries] = await Promise.all([
        calendarFeeds.enrolledEvents(player.id, from),
        calendarFeeds.confirmedEntries(player.id, from),
      ]);
      const events = [
        ...programs.map((row) => toIcsEvent(toEvent(row), deps.siteUrl, locale)),
        ...entries.map((row) => entryIcsEvent(row, deps.siteUrl, locale)),
      ].sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
      return buildIcsCalendar(events, {
        name: `${deps.associationName} — ${locale === 'ms' ? 'acara saya' : 'my events'}`,
        now: deps.now(),
      });
    },

    async feedStatus(playerId: string) {
      return { active: await calendarFeeds.hasToken(playerId), url: null };
    },

    /** A new secret feed URL (the previous one stops working); shown once. */
    async createFeed(playerId: string) {
      const token = generateToken();
      await calendarFeeds.setTokenHash(playerId, hashToken(token));
      return { active: true, url: `${deps.siteUrl}/api/calendar/personal/${token}.ics` };
    },

    async revokeFeed(playerId: string) {
      await calendarFeeds.setTokenHash(playerId, null);
      return { active: false, url: null };
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
