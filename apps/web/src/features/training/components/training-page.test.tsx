import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { buildPlayer } from '@/testing/factories/players';
import { buildProgram, programBody } from '@/testing/factories/programs';
import { callsTo, jsonResponse, mockFetch, type FetchHandler } from '@/testing/mock-fetch';
import { UNAUTHENTICATED } from '@/testing/responses';
import { renderWithRouter } from '@/testing/test-utils';

import type { TrainingProgram } from '../api/programs';

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
    'GET /api/players/me/enrollments': () => jsonResponse(200, []),
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
    renderWithRouter(<TrainingPage />);
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
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Courses' })).toHaveFocus();
    expect(titles()).toEqual(['Beginner Course']);
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
        'GET /api/players/me/enrollments': () =>
          jsonResponse(
            200,
            enrolled.map((item) => ({ ...item, enrolledAt: '2026-03-01T00:00:00Z' })),
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

    expect(await within(card).findByText('Enrolled')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel enrolment' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/courses/c1/enroll')).toHaveLength(1);
  });

  it('shows the server refusal next to the button', async () => {
    serve([buildProgram({ _id: 'c1', title: 'Open Course' })], {
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

  it('shows a disabled Full button for a full programme', async () => {
    serve(
      [buildProgram({ title: 'Packed Clinic', kind: 'clinic', enrolled: 8, maxParticipants: 8 })],
      {
        signedIn: true,
      },
    );
    renderWithRouter(<TrainingPage />);
    const card = (await screen.findByRole('heading', { name: 'Packed Clinic' })).closest(
      'article',
    )!;
    expect(await within(card).findByRole('button', { name: 'Full' })).toBeDisabled();
    expect(within(card).queryByRole('button', { name: 'Enroll' })).not.toBeInTheDocument();
  });
});
