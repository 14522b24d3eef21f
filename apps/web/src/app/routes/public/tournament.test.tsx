import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { buildTournament } from '@/testing/factories/tournaments';
import { callsTo, jsonResponse, mockFetch, type FetchCall } from '@/testing/mock-fetch';
import { renderWithRouter } from '@/testing/test-utils';
import type { CalendarEvent } from '@app/shared/events';
import type { Tournament } from '@app/shared/tournaments';

import { TournamentRoute } from './tournament';

const crossMonth = buildTournament({
  name: 'Johor Open',
  type: 'national',
  startDate: '2026-11-28',
  endDate: '2026-12-03',
  venue: 'Dewan Besar',
  city: 'Johor Bahru',
  state: 'Johor',
  organizer: 'JB Club',
  personInCharge: 'Lee Wei',
  phoneNumber: '+60 7-123 4567',
});
// March 2026 starts on a Sunday: the 5th is week 2, 9–15 week 3, 16–20 week 4.
const threeWeeks = buildTournament({
  name: 'Penang Series',
  type: 'state',
  startDate: '2026-03-05',
  endDate: '2026-03-20',
});
const oneDay = buildTournament({
  name: 'KL Friendly',
  type: 'local',
  startDate: '2026-07-04',
  endDate: '2026-07-04',
  phoneNumber: null,
});

function asEvent(t: Tournament): CalendarEvent {
  return {
    _id: t._id,
    category: t.type,
    name: t.name,
    nameMs: '',
    startDate: t.startDate,
    endDate: t.endDate,
    time: null,
    venue: t.venue,
    city: t.city,
    state: t.state,
    organizer: t.organizer,
  };
}

/** A stand-in for GET /api/calendar: the year's events with the state and type filters. */
function calendarAnswer(tournaments: Tournament[], extra: CalendarEvent[] = []) {
  return ({ url }: FetchCall) => {
    const year = Number(url.searchParams.get('year') ?? '2026');
    const state = url.searchParams.get('state');
    const type = url.searchParams.get('type');
    const inYear = [...tournaments.map(asEvent), ...extra].filter(
      (e) => e.startDate <= `${year}-12-31` && e.endDate >= `${year}-01-01`,
    );
    const events = inYear.filter(
      (e) => (!state || e.state === state) && (!type || e.category === type),
    );
    const tally = (key: (e: CalendarEvent) => string | null) =>
      inYear.reduce<Record<string, number>>((acc, e) => {
        const k = key(e);
        if (k) acc[k] = (acc[k] ?? 0) + 1;
        return acc;
      }, {});
    return jsonResponse(200, {
      year,
      years: [2025, 2026, 2027],
      events,
      counts: {
        total: events.length,
        types: tally((e) => e.category),
        states: tally((e) => e.state),
        months: Array.from({ length: 12 }, () => 0),
      },
    });
  };
}

function detailAnswer(tournaments: Tournament[]) {
  return ({ url }: FetchCall) => {
    const found = tournaments.find((t) => url.pathname.endsWith(`/${t._id}`));
    return found ? jsonResponse(200, found) : jsonResponse(404, { error: 'Tournament not found' });
  };
}

/** A tournament's competition: taking entries here or not (then the portal's Register Now). */
function competitionAnswer(takesEntries: boolean) {
  return () =>
    jsonResponse(200, {
      takesEntries,
      open: takesEntries,
      opensAt: null,
      closesAt: null,
      tier: null,
      maxEntriesPerPlayer: 3,
      partnerWindowHours: 72,
      refundRule: { rule: 'none', until: null, percent: null },
      divisions: [],
    });
}

function mockCalendar(
  tournaments: Tournament[],
  extra: CalendarEvent[] = [],
  takingEntries: readonly string[] = [],
) {
  const handlers: Record<string, (call: FetchCall) => Response> = {
    'GET /api/calendar': calendarAnswer(tournaments, extra),
  };
  for (const t of tournaments) {
    handlers[`GET /api/tournaments/${t._id}`] = detailAnswer(tournaments);
    handlers[`GET /api/tournaments/${t._id}/competition`] = competitionAnswer(
      takingEntries.includes(t._id),
    );
  }
  return mockFetch(handlers);
}

const CLINIC: CalendarEvent = {
  _id: 'clinic-1',
  category: 'clinic',
  name: 'Dinking clinic',
  nameMs: 'Klinik dink',
  startDate: '2026-07-04',
  endDate: '2026-07-04',
  time: '9:00 AM',
  venue: 'Bukit Jalil',
  city: '',
  state: 'Kuala Lumpur',
  organizer: 'Coach Lim',
};

function chipsIn(month: number, week: number) {
  const cell = document.querySelector(`td[data-month="${month}"][data-week="${week}"]`);
  if (!(cell instanceof HTMLElement)) throw new Error(`no cell ${month}/${week}`);
  return within(cell).queryAllByRole('button');
}

describe('tournament calendar page', () => {
  beforeEach(() => {
    // Malaysia is already 1 June 2026 (UTC+8); only Date is faked so promises still run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-31T17:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the current Malaysian year with counts and places multi-cell events as bars', async () => {
    mockCalendar([threeWeeks, oneDay, crossMonth]);
    renderWithRouter(<TournamentRoute />);

    expect(await screen.findByRole('heading', { level: 2, name: '2026' })).toBeInTheDocument();
    expect(screen.getByTestId('events-count')).toHaveTextContent('3');
    // The kinds of event among those shown (national, state, local), as its label says.
    expect(screen.getByText('Event types shown')).toBeInTheDocument();
    expect(screen.getByTestId('types-count')).toHaveTextContent('3');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Month',
      'Week 1',
      'Week 2',
      'Week 3',
      'Week 4',
    ]);

    // Nov 28–Dec 3: November week 4 starts the bar, December week 1 ends it.
    const novStart = chipsIn(11, 4);
    expect(novStart).toHaveLength(1);
    expect(novStart[0]).toHaveAttribute('data-span', 'start');
    expect(novStart[0]).toHaveAttribute('data-type', 'national');
    expect(novStart[0]).toHaveClass('rounded-l-full', 'bg-blue-700');
    expect(chipsIn(12, 1)[0]).toHaveAttribute('data-span', 'end');
    expect(chipsIn(12, 1)[0]).toHaveClass('rounded-r-full');
    expect(chipsIn(12, 2)).toHaveLength(0);

    expect(chipsIn(3, 1)).toHaveLength(0);
    expect(chipsIn(3, 2)[0]).toHaveAttribute('data-span', 'start');
    expect(chipsIn(3, 3)[0]).toHaveAttribute('data-span', 'middle');
    expect(chipsIn(3, 3)[0]).toHaveClass('rounded-none', 'bg-red-700');
    expect(chipsIn(3, 4)[0]).toHaveAttribute('data-span', 'end');
    // Only the first cell of a bar in each month row shows the name; the rest continue the bar.
    expect(within(chipsIn(3, 2)[0]!).getByText('Penang Series')).not.toHaveClass('sr-only');
    expect(within(chipsIn(3, 3)[0]!).getByText('Penang Series')).toHaveClass('sr-only');
    expect(within(chipsIn(12, 1)[0]!).getByText('Johor Open')).not.toHaveClass('sr-only');

    const single = chipsIn(7, 1);
    expect(single[0]).toHaveAttribute('data-span', 'single');
    expect(single[0]).toHaveClass('rounded-full', 'bg-green-700');
    expect(single[0]).toHaveAccessibleName('KL Friendly, 4 Jul 2026');

    // Next year has none of these events.
    await userEvent.click(screen.getByRole('button', { name: 'Next year' }));
    expect(screen.getByRole('heading', { level: 2, name: '2027' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /KL Friendly/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous year' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous year' }));
    expect(screen.getByRole('heading', { level: 2, name: '2025' })).toBeInTheDocument();
  });

  it('stacks several events in one cell', async () => {
    const other = buildTournament({
      name: 'Selangor Cup',
      startDate: '2026-07-03',
      endDate: '2026-07-03',
    });
    mockCalendar([other, oneDay]);
    renderWithRouter(<TournamentRoute />);
    await screen.findByRole('heading', { level: 2, name: '2026' });
    expect(chipsIn(7, 1).map((chip) => chip.textContent)).toEqual([
      expect.stringContaining('Selangor Cup'),
      expect.stringContaining('KL Friendly'),
    ]);
  });

  it('sends a tournament that takes entries here to its own page instead of the portal', async () => {
    mockCalendar([crossMonth, oneDay], [], [crossMonth._id]);
    renderWithRouter(<TournamentRoute />);
    const chips = await screen.findAllByRole('button', {
      name: 'Johor Open, 28 Nov 2026 – 3 Dec 2026',
    });
    await userEvent.click(chips[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Johor Open' });
    expect(await within(dialog).findByRole('link', { name: 'Enter on its page' })).toHaveAttribute(
      'href',
      `/tournament/${crossMonth._id}`,
    );
    expect(within(dialog).queryByRole('link', { name: /Register Now/ })).toBeNull();
  });

  it('opens the detail modal with every field, a tel: Call link and the portal', async () => {
    mockCalendar([crossMonth, oneDay]);
    renderWithRouter(<TournamentRoute />);

    // The start chip (November) and the end chip (December) both name the event and its dates.
    const chips = await screen.findAllByRole('button', {
      name: 'Johor Open, 28 Nov 2026 – 3 Dec 2026',
    });
    expect(chips).toHaveLength(2);
    await userEvent.click(chips[1]!);
    const dialog = screen.getByRole('dialog', { name: 'Johor Open' });
    const field = (label: string) => within(dialog).getByText(label).nextElementSibling;
    expect(field('Type')).toHaveTextContent('National');
    expect(field('Start date')).toHaveTextContent('28 Nov 2026');
    expect(field('End date')).toHaveTextContent('3 Dec 2026');
    expect(field('Duration')).toHaveTextContent('6 days');
    expect(field('Venue')).toHaveTextContent('Dewan Besar');
    expect(field('City')).toHaveTextContent('Johor Bahru, Johor');
    expect(field('Organizer')).toHaveTextContent('JB Club');
    expect(field('Person in charge')).toHaveTextContent('Lee Wei');
    expect(field('Phone')).toHaveTextContent('+60 7-123 4567');
    expect(within(dialog).getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      'tel:+6071234567',
    );
    const register = await within(dialog).findByRole('link', { name: /Register Now/ });
    expect(register).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    // The sheet leads to the tournament's own, shareable page.
    expect(
      within(dialog).getByRole('link', { name: "Open the tournament's page" }),
    ).toHaveAttribute('href', `/tournament/${crossMonth._id}`);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Both views are in the page until a phone visitor picks one (CSS shows one per screen size).
    const friendly = screen.getAllByRole('button', { name: /KL Friendly/ });
    expect(friendly).toHaveLength(2);
    await userEvent.click(friendly[1]!);
    const second = screen.getByRole('dialog', { name: 'KL Friendly' });
    expect(within(second).getByText('Duration').nextElementSibling).toHaveTextContent('1 day');
    expect(within(second).queryByRole('link', { name: 'Call' })).not.toBeInTheDocument();
  });

  it('shows the error with Retry, which refetches, then the empty state', async () => {
    let attempts = 0;
    const fetchMock = mockFetch({
      'GET /api/calendar': (call) => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(500, { error: 'Database unavailable' })
          : calendarAnswer([])(call);
      },
    });
    renderWithRouter(<TournamentRoute />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load tournaments');
    expect(alert).toHaveTextContent('Database unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('No tournaments found')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/calendar')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('events-count')).toHaveTextContent('0');
  });

  it('defaults to the month list on phones, starting at this month, past events behind their button', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query === '(max-width: 767px)', media: query })),
    );
    mockCalendar([threeWeeks, crossMonth]);
    renderWithRouter(<TournamentRoute />);

    const list = await screen.findByRole('list', { name: 'Tournament calendar 2026' });
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    const months = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.dataset.month);
    // It is 1 June: June to December first.
    expect(months.map((li) => li.dataset.month)).toEqual(['6', '7', '8', '9', '10', '11', '12']);
    expect(months[0]).toHaveTextContent('No events this month');
    expect(months[5]).toHaveTextContent('Johor Open');
    expect(months[6]).toHaveTextContent('Johor Open');
    expect(months[6]).not.toHaveTextContent('No events this month');
    // March's event is behind "Past events", after the months to come.
    const past = screen.getByTestId('past-events');
    expect(past).not.toHaveAttribute('open');
    expect(past).toHaveTextContent('Past events (1)');
    expect(list.compareDocumentPosition(past) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(past).getByText('Penang Series', { exact: false })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Calendar' }));
    expect(
      screen.queryByRole('list', { name: 'Tournament calendar 2026' }),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(chipsIn(11, 4)).toHaveLength(1));
  });

  it('leaves out months without results while a search is on, in the list and the calendar', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query === '(max-width: 767px)', media: query })),
    );
    mockCalendar([crossMonth]);
    renderWithRouter(<TournamentRoute />, '/tournament?q=johor');
    const list = await screen.findByRole('list', { name: 'Tournament calendar 2026' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .filter((li) => li.dataset.month)
        .map((li) => li.dataset.month),
    ).toEqual(['11', '12']);
    expect(screen.queryByText('No events this month')).not.toBeInTheDocument();
    const rows = [...document.querySelectorAll('tr[data-month]')].map(
      (tr) => (tr as HTMLElement).dataset.month,
    );
    expect(rows).toEqual(['11', '12']);
  });

  it('keeps the filters in the URL, asks the server with them and shows counts per option', async () => {
    const fetchMock = mockCalendar([crossMonth, oneDay], [CLINIC]);
    const { router } = renderWithRouter(<TournamentRoute />, '/tournament?state=Johor&q=open');

    expect(await screen.findByRole('searchbox', { name: 'Search events' })).toHaveValue('open');
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(state).toHaveValue('Johor');
    await waitFor(() => expect(screen.getByTestId('events-count')).toHaveTextContent('1'));
    const first = callsTo(fetchMock, 'GET /api/calendar')[0]!.url.searchParams;
    expect(first.get('state')).toBe('Johor');
    expect(first.get('q')).toBe('open');
    expect(first.get('year')).toBe('2026');
    expect(within(state).getByRole('option', { name: 'Johor (1)' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Event type' })).getByRole('option', {
        name: 'Clinic (1)',
      }),
    ).toBeInTheDocument();

    // Choosing a type adds it to the URL; typing a search replaces q after a pause.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Event type' }), 'national');
    await waitFor(() => expect(router.state.location.search).toContain('type=national'));
    const search = screen.getByRole('searchbox', { name: 'Search events' });
    await userEvent.clear(search);
    await userEvent.type(search, 'johor');
    await waitFor(() => expect(router.state.location.search).toContain('q=johor'));
    expect(router.state.location.search).toContain('state=Johor');

    // Back undoes the type choice (the search edits replaced their entry).
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).not.toContain('type='));

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('');
    await waitFor(() => expect(screen.getByTestId('events-count')).toHaveTextContent('3'));
  });

  it('moves between years through the URL and offers the feed of the filters to subscribe', async () => {
    mockCalendar([threeWeeks]);
    const { router } = renderWithRouter(
      <TournamentRoute />,
      '/tournament?state=Selangor&type=state',
    );
    await screen.findByRole('heading', { level: 2, name: '2026' });
    await userEvent.click(screen.getByRole('button', { name: 'Next year' }));
    await waitFor(() => expect(router.state.location.search).toContain('year=2027'));
    expect(screen.getByRole('heading', { level: 2, name: '2027' })).toBeInTheDocument();
    // The last year with events plus one is as far as it goes.
    await userEvent.click(screen.getByRole('button', { name: 'Next year' }));
    expect(screen.getByRole('button', { name: 'Next year' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const dialog = screen.getByRole('dialog', { name: 'Subscribe to this calendar' });
    const address = within(dialog).getByRole('textbox', { name: 'Calendar address' });
    expect(address).toHaveValue(
      `${window.location.origin}/api/calendar/feed.ics?state=Selangor&type=state`,
    );
    expect(within(dialog).getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^webcal:\/\/.+\/api\/calendar\/feed\.ics\?state=Selangor&type=state$/),
    );
  });

  it('shows a course or clinic in brief with a way to the training page', async () => {
    mockCalendar([], [CLINIC]);
    renderWithRouter(<TournamentRoute />);
    const chips = await screen.findAllByRole('button', { name: /Dinking clinic/ });
    expect(chips[1]).toHaveAttribute('data-type', 'clinic');
    expect(chips[1]).toHaveClass('bg-teal-700');
    await userEvent.click(chips[1]!);
    const dialog = screen.getByRole('dialog', { name: 'Dinking clinic' });
    expect(within(dialog).getByText('Coach').nextElementSibling).toHaveTextContent('Coach Lim');
    expect(within(dialog).getByText('Time').nextElementSibling).toHaveTextContent('9:00 am');
    expect(within(dialog).getByRole('link', { name: 'See details and enrol' })).toHaveAttribute(
      'href',
      '/training',
    );
  });
});
