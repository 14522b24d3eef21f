import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { buildPlayer } from '@/testing/factories/players';
import { buildProgram, programBody } from '@/testing/factories/programs';
import {
  bodiesSentTo,
  callsTo,
  jsonResponse,
  mockFetch,
  type FetchHandler,
} from '@/testing/mock-fetch';
import { UNAUTHENTICATED } from '@/testing/responses';
import { renderWithRouter } from '@/testing/test-utils';

import type { TrainingProgram } from '../api/get-programs';

import { TrainingPage } from './training-page';

const PLAYER = buildPlayer();

function serve(
  programs: TrainingProgram[],
  {
    signedIn = false,
    extra = {},
  }: { signedIn?: boolean; extra?: Record<string, FetchHandler> } = {},
) {
  // A browser that signed in before carries the local hint; only then is the session checked.
  if (signedIn) window.localStorage.setItem('playerLoggedIn', 'true');
  else window.localStorage.removeItem('playerLoggedIn');
  const of = (kind: TrainingProgram['kind']) =>
    programs.filter((program) => program.kind === kind).map(programBody);
  return mockFetch({
    'GET /api/courses': () => jsonResponse(200, of('course')),
    'GET /api/clinics': () => jsonResponse(200, of('clinic')),
    'GET /api/players/me': signedIn ? () => jsonResponse(200, PLAYER) : UNAUTHENTICATED,
    'GET /api/players/me/programs': () => jsonResponse(200, []),
    ...extra,
  });
}

const cellFor = (date: string) => {
  const cell = document.querySelector<HTMLElement>(`[data-date="${date}"]`);
  if (!cell) throw new Error(`no cell for ${date}`);
  return cell;
};

describe('training page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 2026-03-01 20:00 UTC is already 2 March in Malaysia.
    vi.setSystemTime(new Date('2026-03-01T20:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('does not ask for the session when this browser never signed in', async () => {
    const fetchMock = serve([]);
    renderWithRouter(<TrainingPage />);
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/courses')).toHaveLength(1));
    expect(callsTo(fetchMock, 'GET /api/players/me')).toHaveLength(0);
  });

  it('puts a programme on its calendar day and shows three dots then +N on a busy day', async () => {
    serve([
      buildProgram({ title: 'Fifth', date: '2026-03-05' }),
      ...Array.from({ length: 5 }, (_, index) =>
        buildProgram({ date: '2026-03-12', kind: index % 2 ? 'clinic' : 'course' }),
      ),
    ]);
    renderWithRouter(<TrainingPage />);
    await screen.findByRole('heading', { name: 'March 2026' });

    const fifth = cellFor('2026-03-05');
    expect(fifth).toHaveTextContent(/^5$/);
    expect(within(fifth).getAllByTestId('program-dot')).toHaveLength(1);
    expect(within(cellFor('2026-03-04')).queryAllByTestId('program-dot')).toHaveLength(0);
    expect(within(cellFor('2026-03-06')).queryAllByTestId('program-dot')).toHaveLength(0);

    const busy = cellFor('2026-03-12');
    expect(within(busy).getAllByTestId('program-dot')).toHaveLength(3);
    expect(busy).toHaveTextContent('+2');

    // Monday-first: 1 March 2026 is a Sunday, so six blanks come before it.
    expect(cellFor('2026-03-02')).toHaveAttribute('aria-current', 'date');

    const user = userEvent.setup();
    await user.click(fifth);
    const detail = screen.getByRole('region', { name: 'Programs on 5 March 2026' });
    expect(within(detail).getByRole('heading', { name: 'Fifth' })).toBeInTheDocument();

    await user.click(cellFor('2026-03-06'));
    expect(screen.getByText('No training programs on this date')).toBeInTheDocument();
  });

  it('filters the list with the All / Courses / Clinics tabs', async () => {
    serve([
      buildProgram({ title: 'Beginner Course', kind: 'course' }),
      buildProgram({ title: 'Dinking Clinic', kind: 'clinic' }),
    ]);
    const { router } = renderWithRouter(<TrainingPage />, '/training');
    const user = userEvent.setup();
    const panel = await screen.findByRole('tabpanel');
    const titles = () =>
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);

    expect(titles()).toEqual(['Beginner Course', 'Dinking Clinic']);
    await user.click(screen.getByRole('tab', { name: 'Clinics' }));
    expect(screen.getByRole('tab', { name: 'Clinics' })).toHaveAttribute('aria-selected', 'true');
    expect(titles()).toEqual(['Dinking Clinic']);
    // The tab is in the URL: a shared link opens on it, and Back returns to the one before.
    expect(router.state.location.search).toBe('?programs=clinics');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Courses' })).toHaveFocus();
    expect(titles()).toEqual(['Beginner Course']);
    await act(() => router.navigate(-1));
    expect(screen.getByRole('tab', { name: 'Clinics' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists upcoming sessions first, soonest first, then past ones, which are not Active', async () => {
    // Today is 2 March 2026 in Malaysia.
    serve([
      buildProgram({ title: 'Last year', date: '2025-11-10', status: 'active' }),
      buildProgram({ title: 'Next month', date: '2026-04-02', status: 'active' }),
      buildProgram({ title: 'Last week', date: '2026-02-23', status: 'active' }),
      buildProgram({ title: 'Today', date: '2026-03-02', status: 'active' }),
    ]);
    renderWithRouter(<TrainingPage />, '/training');
    const panel = await screen.findByRole('tabpanel');
    const cards = within(panel).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Today',
      'Next month',
      'Last week',
      'Last year',
    ]);
    expect(cards[0]).toHaveTextContent('Active');
    expect(cards[2]).not.toHaveTextContent('Active');
    expect(cards[2]).toHaveTextContent('Past');
    expect(cards[3]).toHaveTextContent('Past');
  });

  it('opens on the tab its URL names', async () => {
    serve([
      buildProgram({ title: 'Beginner Course', kind: 'course' }),
      buildProgram({ title: 'Dinking Clinic', kind: 'clinic' }),
    ]);
    renderWithRouter(<TrainingPage />, '/training?programs=courses');
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Courses' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows price, enrolled/max and a sign-in link when signed out', async () => {
    serve([buildProgram({ title: 'Open Course', price: 750, enrolled: 3, maxParticipants: 8 })]);
    renderWithRouter(<TrainingPage />);
    const card = (await screen.findByRole('heading', { name: 'Open Course' })).closest('article')!;
    expect(card).toHaveTextContent('RM 750.00');
    expect(card).toHaveTextContent('3/8');
    expect(card).toHaveTextContent('10 Mar 2026');
    expect(await within(card).findByRole('link', { name: 'Sign in to enrol' })).toHaveAttribute(
      'href',
      '/player/login',
    );
    expect(within(card).queryByRole('button', { name: 'Enroll' })).not.toBeInTheDocument();
  });

  it('enrols a signed-in player, then shows Enrolled with a cancel button', async () => {
    const program = buildProgram({ _id: 'c1', title: 'Open Course', enrolled: 3 });
    let enrolled: TrainingProgram[] = [];
    const fetchMock = serve([program], {
      signedIn: true,
      extra: {
        'GET /api/players/me/programs': () =>
          jsonResponse(
            200,
            enrolled.map((item) => ({
              program: { ...item, enrolled: 4 },
              status: 'enrolled',
              position: null,
              offerExpiresAt: null,
              partnerName: null,
              partnerMemberId: null,
              partnerDeadline: null,
              cancelUntil: item.date,
              since: '2026-03-01T00:00:00Z',
            })),
          ),
        'POST /api/courses/c1/enroll': () => {
          enrolled = [program];
          return jsonResponse(200, programBody({ ...program, enrolled: 4 }));
        },
      },
    });
    renderWithRouter(<TrainingPage />);
    const user = userEvent.setup();
    const card = (await screen.findByRole('heading', { name: 'Open Course' })).closest('article')!;
    const button = await within(card).findByRole('button', { name: 'Enroll' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    // A paid course: the price and how and when to pay first; nothing is sent yet.
    const confirm = within(card).getByRole('group', { name: 'Confirm the price' });
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveTextContent('This course costs RM 750.00.');
    expect(confirm).toHaveTextContent('by bank transfer before');
    expect(confirm).toHaveTextContent('or at the venue before the session starts');
    expect(callsTo(fetchMock, 'POST /api/courses/c1/enroll')).toHaveLength(0);
    // A double click on the confirmation sends once.
    await user.dblClick(
      within(confirm).getByRole('button', { name: 'Confirm and enrol · RM 750.00' }),
    );

    expect(await within(card).findByText('Enrolled')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel enrolment' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/courses/c1/enroll')).toHaveLength(1);
  });

  it('shows the server refusal next to the button', async () => {
    serve([buildProgram({ _id: 'c1', title: 'Open Course', price: 0 })], {
      signedIn: true,
      extra: {
        'POST /api/courses/c1/enroll': () => jsonResponse(409, { error: 'This course is full' }),
      },
    });
    renderWithRouter(<TrainingPage />);
    const user = userEvent.setup();
    const card = (await screen.findByRole('heading', { name: 'Open Course' })).closest('article')!;
    const button = await within(card).findByRole('button', { name: 'Enroll' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await within(card).findByRole('alert')).toHaveTextContent('This course is full');
  });

  it('offers the waitlist on a full programme and shows the place in line', async () => {
    const packed = buildProgram({
      _id: 'k1',
      title: 'Packed Clinic',
      kind: 'clinic',
      enrolled: 8,
      maxParticipants: 8,
      waitlisted: 2,
    });
    let queued = false;
    const fetchMock = serve([packed], {
      signedIn: true,
      extra: {
        'GET /api/players/me/programs': () =>
          jsonResponse(
            200,
            queued
              ? [
                  {
                    program: { ...programBody(packed), kind: 'clinic', waitlisted: 3 },
                    status: 'waitlisted',
                    position: 3,
                    offerExpiresAt: null,
                    partnerName: null,
                    partnerMemberId: null,
                    partnerDeadline: null,
                    cancelUntil: null,
                    since: '2026-03-01T00:00:00Z',
                  },
                ]
              : [],
          ),
        'POST /api/clinics/k1/waitlist': () => {
          queued = true;
          return jsonResponse(200, { position: 3 });
        },
      },
    });
    renderWithRouter(<TrainingPage />);
    const user = userEvent.setup();
    const card = (await screen.findByRole('heading', { name: 'Packed Clinic' })).closest(
      'article',
    )!;
    expect(await within(card).findByText('Full · 2 waiting')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Enroll' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Join waitlist' }));
    expect(await within(card).findByText('On the waitlist: number 3 in line')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Leave waitlist' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/clinics/k1/waitlist')).toHaveLength(1);
  });

  it('asks for the partner on a doubles event and sends the member ID', async () => {
    const doubles = buildProgram({
      price: 0,
      _id: 'd1',
      title: 'Mixed Doubles Clinic',
      doubles: true,
      minAge: 18,
    });
    const fetchMock = serve([doubles], {
      signedIn: true,
      extra: {
        'POST /api/courses/d1/enroll': () =>
          jsonResponse(404, { error: 'Player with that member ID not found' }),
      },
    });
    renderWithRouter(<TrainingPage />);
    const user = userEvent.setup();
    const card = (await screen.findByRole('heading', { name: 'Mixed Doubles Clinic' })).closest(
      'article',
    )!;
    expect(await within(card).findByRole('list', { name: 'Who can enrol' })).toHaveTextContent(
      'DoublesAges 18 and over',
    );
    await user.type(await within(card).findByLabelText("Partner's member ID"), 'mpa000123');
    await user.click(within(card).getByRole('button', { name: 'Enroll' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Player with that member ID not found',
    );
    expect(bodiesSentTo(fetchMock, 'POST /api/courses/d1/enroll')).toEqual([
      { partnerMemberId: 'mpa000123' },
    ]);
  });
});
