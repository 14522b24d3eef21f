import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { buildPlayer } from '@/testing/factories/players';
import { buildProgram, programBody } from '@/testing/factories/programs';
import { buildTournament } from '@/testing/factories/tournaments';
import { callsTo, jsonResponse, mockFetch, type FetchHandler } from '@/testing/mock-fetch';
import { renderPlayerApp } from '@/testing/render-player-app';
import type { MyProgram } from '@app/shared/enrolment';

const PLAYER = buildPlayer({ state: 'Selangor' });

function signedIn(extra: Record<string, FetchHandler>) {
  window.localStorage.setItem('playerLoggedIn', 'true');
  return mockFetch({
    'GET /api/players/me': () => jsonResponse(200, PLAYER),
    [`GET /api/players/${PLAYER._id}/messages`]: () => jsonResponse(200, []),
    ...extra,
  });
}

function mine(
  program: ReturnType<typeof buildProgram>,
  status: MyProgram['status'],
  more: Partial<MyProgram> = {},
): MyProgram {
  return {
    program: { ...programBody(program), kind: program.kind },
    status,
    position: null,
    offerExpiresAt: null,
    partnerName: null,
    partnerMemberId: null,
    partnerDeadline: null,
    cancelUntil: null,
    since: '2026-01-01T00:00:00.000Z',
    ...more,
  };
}

describe('portal: My Training, My Tournaments and Statistics', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T04:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('groups places, waitlists and the past; claims an offer; turns the calendar feed on', async () => {
    const upcoming = buildProgram({
      _id: 'u1',
      title: 'Serve clinic',
      kind: 'clinic',
      date: '2026-07-01',
    });
    const offered = buildProgram({ _id: 'o1', title: 'Drop course', date: '2026-08-01' });
    const queued = buildProgram({
      _id: 'q1',
      title: 'Lob clinic',
      kind: 'clinic',
      date: '2026-08-02',
    });
    const past = buildProgram({ _id: 'p1', title: 'Basics course', date: '2026-02-01' });
    let claimed = false;
    let feedOn = false;
    const fetchMock = signedIn({
      'GET /api/players/me/programs': () =>
        jsonResponse(200, [
          mine(past, 'enrolled'),
          mine(upcoming, 'enrolled', { cancelUntil: '2026-06-30' }),
          claimed
            ? mine(offered, 'enrolled', { cancelUntil: '2026-08-01' })
            : mine(offered, 'offered', { offerExpiresAt: '2026-06-02T04:00:00.000Z' }),
          mine(queued, 'waitlisted', { position: 2 }),
        ]),
      'POST /api/courses/o1/waitlist/claim': () => {
        claimed = true;
        return jsonResponse(200, programBody(offered));
      },
      'GET /api/players/me/calendar-feed': () => jsonResponse(200, { active: feedOn, url: null }),
      'POST /api/players/me/calendar-feed': () => {
        feedOn = true;
        return jsonResponse(200, {
          active: true,
          url: 'http://localhost/api/calendar/personal/abc.ics',
        });
      },
    });
    const { user } = renderPlayerApp('/player/dashboard?tab=training');

    const upcomingGroup = await screen.findByRole('region', { name: 'Upcoming' });
    expect(within(upcomingGroup).getByText('Serve clinic')).toBeInTheDocument();
    expect(within(upcomingGroup).getByText(/You can cancel until/)).toBeInTheDocument();
    expect(
      within(upcomingGroup).getByRole('button', { name: 'Cancel enrolment' }),
    ).toBeInTheDocument();
    const waiting = screen.getByRole('region', { name: 'Waitlists and offers' });
    expect(within(waiting).getByText('On the waitlist: number 2 in line')).toBeInTheDocument();
    expect(within(waiting).getByText(/A place is held for you until/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Past' })).getByText('Basics course'),
    ).toBeInTheDocument();

    await user.click(within(waiting).getByRole('button', { name: 'Claim my place' }));
    // A paid course: its price and how to pay are confirmed first.
    await user.click(
      within(waiting).getByRole('button', { name: 'Confirm and enrol · RM 750.00' }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Upcoming' })).getByText('Drop course'),
      ).toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, 'POST /api/courses/o1/waitlist/claim')).toHaveLength(1);

    expect(screen.getByText('Your feed is off.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create my feed address' }));
    expect(await screen.findByRole('textbox', { name: 'Your feed address' })).toHaveValue(
      'http://localhost/api/calendar/personal/abc.ics',
    );
    expect(screen.getByText('Your feed is on.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make a new address' })).toBeInTheDocument();
  });

  it('says what is still to pay for a paid place, and when staff recorded the payment', async () => {
    const due = buildProgram({ _id: 'd1', title: 'Due course', date: '2026-07-10', price: 120 });
    const paid = buildProgram({ _id: 'p2', title: 'Paid course', date: '2026-07-20', price: 80 });
    signedIn({
      'GET /api/players/me/programs': () =>
        jsonResponse(200, [
          mine(due, 'enrolled', { cancelUntil: '2026-07-09', paidAt: null }),
          mine(paid, 'enrolled', {
            cancelUntil: '2026-07-19',
            paidAt: '2026-06-01T02:00:00.000Z',
          }),
        ]),
      'GET /api/players/me/calendar-feed': () => jsonResponse(200, { active: false, url: null }),
    });
    renderPlayerApp('/player/dashboard?tab=training');
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const row = (title: string) =>
      within(upcoming).getByRole('heading', { name: title }).closest('li')!;
    await waitFor(() => expect(row('Due course')).toHaveTextContent('To pay: RM 120.00'));
    expect(row('Due course')).toHaveTextContent('by bank transfer before 10 Jul 2026');
    expect(row('Paid course')).toHaveTextContent('Paid: RM 80.00 (recorded 1 Jun 2026).');
  });

  it('lists upcoming tournaments in the player’s state, or all states', async () => {
    const fetchMock = signedIn({
      'GET /api/tournaments': ({ url }) =>
        jsonResponse(
          200,
          url.searchParams.get('state') === 'Selangor'
            ? [buildTournament({ name: 'Selangor Open', state: 'Selangor' })]
            : [
                buildTournament({ name: 'Selangor Open', state: 'Selangor' }),
                buildTournament({ name: 'Johor Masters', state: 'Johor' }),
              ],
        ),
    });
    const { user, router } = renderPlayerApp('/player/dashboard?tab=tournaments');
    expect(
      await screen.findByText('Upcoming association-approved tournaments in Selangor.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Selangor Open/ })).toBeInTheDocument();
    expect(screen.queryByText('Johor Masters')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe to these tournaments' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^webcal:\/\/.+\/api\/calendar\/feed\.ics\?state=Selangor$/),
    );
    await user.click(screen.getByRole('button', { name: 'Show all states' }));
    expect(await screen.findByText('Johor Masters')).toBeInTheDocument();
    const last = callsTo(fetchMock, 'GET /api/tournaments').at(-1)!;
    expect(last.url.searchParams.get('upcoming')).toBe('true');
    expect(last.url.searchParams.get('state')).toBeNull();
    // The choice is in the URL, like every list filter; another tab starts without it.
    expect(router.state.location.search).toBe('?tab=tournaments&states=all');
    await user.click(screen.getByRole('button', { name: /Johor Masters/ }));
    expect(screen.getByRole('dialog', { name: 'Johor Masters' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('tab', { name: 'Statistics' }));
    expect(router.state.location.search).toBe('?tab=statistics');
  });

  it('shows attendance by year and the skill levels over time, never “Coming soon”', async () => {
    signedIn({
      'GET /api/players/me/statistics': () =>
        jsonResponse(200, {
          years: [
            { year: 2026, courses: 1, clinics: 3 },
            { year: 2025, courses: 0, clinics: 2 },
          ],
          totals: { courses: 1, clinics: 5, upcoming: 2 },
          skill: [
            { level: 'Novice', rating: 2.2, since: '2025-01-10T00:00:00.000Z' },
            { level: 'Intermediate', rating: 3.1, since: '2026-03-10T00:00:00.000Z' },
          ],
        }),
    });
    renderPlayerApp('/player/dashboard?tab=statistics');
    const panel = await screen.findByRole('tabpanel', { name: 'Statistics' });
    expect(await within(panel).findByText('Now: Intermediate')).toBeInTheDocument();
    const attended = within(panel).getByText('Events attended').nextElementSibling;
    expect(attended).toHaveTextContent('6');
    const rows = within(within(panel).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'YearCoursesClinicsTotal',
      '2026134',
      '2025022',
    ]);
    expect(within(panel).getByRole('list', { name: 'Changes' })).toHaveTextContent(
      'Novice (DUPR 2.20)',
    );
    expect(document.body).not.toHaveTextContent(/coming soon/i);
  });
});
