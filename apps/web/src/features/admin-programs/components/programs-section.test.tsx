import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SIGNED_IN } from '@/testing/admin-fixtures';
import {
  bodiesSentTo,
  callsTo,
  jsonResponse,
  mockFetch,
  type FetchHandler,
} from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';
import type { Program } from '@app/shared/content';

function buildProgram(overrides: Partial<Program> = {}): Program {
  return {
    _id: 'c-1',
    title: 'Beginner Course',
    titleMs: '',
    description: 'Learn the basics',
    descriptionMs: '',
    date: '2025-07-05',
    time: '9:00 AM - 11:00 AM',
    location: 'KL Sports Centre',
    coach: 'Coach Lee',
    enrolled: 3,
    maxParticipants: 8,
    price: 120,
    status: 'active',
    state: null,
    cancelCutoffDays: 0,
    doubles: false,
    minAge: null,
    maxAge: null,
    minSkill: null,
    maxSkill: null,
    waitlisted: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const course = buildProgram();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(handlers: Record<string, FetchHandler> = {}, section = 'manage-courses') {
  const fetchMock = mockFetch({
    'GET /api/admin/me': SIGNED_IN,
    'GET /api/courses': () => jsonResponse(200, [course]),
    'GET /api/clinics': () => jsonResponse(200, []),
    ...handlers,
  });
  const app = renderAdminApp(`/admin/dashboard?section=${section}`);
  return { ...app, fetchMock };
}

describe('Manage courses', () => {
  it('lists courses with schedule, coach, enrolled/max, price and status', async () => {
    setup();
    const table = within(await screen.findByRole('table', { name: 'Courses' }));
    const header = table.getByRole('rowheader', { name: /^Beginner Course/ });
    expect(header).toHaveTextContent('BM translation missing');
    const row = within(header.closest('tr')!);
    expect(row.getByText('5 Jul 2025')).toBeInTheDocument();
    expect(row.getByText('Coach Lee')).toBeInTheDocument();
    expect(row.getByText('3/8')).toBeInTheDocument();
    expect(row.getByText('RM 120.00')).toBeInTheDocument();
    expect(row.getByText('Active')).toBeInTheDocument();
  });

  it('refuses 0 participants and a price of 1.005, then creates without `enrolled`', async () => {
    const { user, fetchMock } = setup({
      'POST /api/courses': ({ body }) =>
        jsonResponse(201, buildProgram({ ...(body as object), _id: 'c-2', enrolled: 0 })),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add course' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New course' }));

    await user.type(dialog.getByLabelText('Title (English)'), 'Advanced Drills');
    await user.type(dialog.getByLabelText('Description (English)'), 'Dinks and drives');
    await user.type(dialog.getByLabelText('Date'), '2025-08-01');
    await user.type(dialog.getByLabelText('Time'), '10:00 AM');
    await user.type(dialog.getByLabelText('Location'), 'Penang');
    await user.type(dialog.getByLabelText('Coach'), 'Coach Tan');
    await user.type(dialog.getByLabelText('Max participants'), '0');
    await user.type(dialog.getByLabelText('Price (RM)'), '1.005');
    expect(dialog.queryByLabelText('Enrolled')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await dialog.findByText('Max participants must be at least 1')).toBeInTheDocument();
    expect(dialog.getByText('Price must be in steps of 0.01')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/courses')).toHaveLength(0);

    await user.clear(dialog.getByLabelText('Max participants'));
    await user.type(dialog.getByLabelText('Max participants'), '12');
    await user.clear(dialog.getByLabelText('Price (RM)'));
    await user.type(dialog.getByLabelText('Price (RM)'), '49.90');
    await user.selectOptions(dialog.getByLabelText('State'), 'Penang');
    await user.clear(dialog.getByLabelText('Cancellation cut-off (days before)'));
    await user.type(dialog.getByLabelText('Cancellation cut-off (days before)'), '2');
    await user.click(dialog.getByLabelText(/^Doubles/));
    await user.type(dialog.getByLabelText('Minimum age'), '13');
    await user.selectOptions(dialog.getByLabelText('Highest skill level'), 'Advanced');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesSentTo(fetchMock, 'POST /api/courses')).toEqual([
      {
        title: 'Advanced Drills',
        titleMs: '',
        description: 'Dinks and drives',
        descriptionMs: '',
        date: '2025-08-01',
        time: '10:00 AM',
        location: 'Penang',
        coach: 'Coach Tan',
        maxParticipants: 12,
        price: 49.9,
        status: 'active',
        state: 'Penang',
        cancelCutoffDays: 2,
        doubles: true,
        minAge: 13,
        maxAge: null,
        minSkill: null,
        maxSkill: 'Advanced',
        // The fee's refund rule: none unless staff choose one.
        refundRule: 'none',
        refundUntil: null,
        refundPercent: null,
      },
    ]);
    expect(await screen.findByText('“Advanced Drills” was created.')).toBeInTheDocument();
  });

  it('shows enrolled read-only when editing and never sends it', async () => {
    const { user, fetchMock } = setup({
      'PATCH /api/courses/c-1': () => jsonResponse(200, buildProgram({ coach: 'Coach Wong' })),
    });
    const table = within(await screen.findByRole('table'));
    await user.click(table.getByRole('button', { name: 'Edit Beginner Course' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit course' }));
    const enrolled = dialog.getByLabelText('Enrolled');
    expect(enrolled).toHaveValue('3/8');
    expect(enrolled).toHaveAttribute('readonly');

    await user.clear(dialog.getByLabelText('Coach'));
    await user.type(dialog.getByLabelText('Coach'), 'Coach Wong');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo(fetchMock, 'PATCH /api/courses/c-1')).toHaveLength(1));
    const [body] = bodiesSentTo(fetchMock, 'PATCH /api/courses/c-1') as Record<string, unknown>[];
    expect(body).toMatchObject({ coach: 'Coach Wong', maxParticipants: 8, price: 120 });
    expect(body).not.toHaveProperty('enrolled');
  });

  it('reports a failed save as “Failed to update course: …”', async () => {
    const { user } = setup({
      'PATCH /api/courses/c-1': () => jsonResponse(409, { error: 'Course is locked' }),
    });
    const table = within(await screen.findByRole('table'));
    await user.click(table.getByRole('button', { name: 'Edit Beginner Course' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit course' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText('Failed to update course: Course is locked'),
    ).toBeInTheDocument();
  });

  it('asks before deleting, then deletes and reports it', async () => {
    let listed = [course];
    const { user, fetchMock } = setup({
      'GET /api/courses': () => jsonResponse(200, listed),
      'DELETE /api/courses/c-1': () => {
        listed = [];
        return jsonResponse(200, { success: true, message: 'Deleted' });
      },
    });
    const table = within(await screen.findByRole('table'));
    await user.click(table.getByRole('button', { name: 'Delete Beginner Course' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete course?' }));
    expect(callsTo(fetchMock, 'DELETE /api/courses/c-1')).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Delete course' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE /api/courses/c-1')).toHaveLength(1);
    expect(await screen.findByText('“Beginner Course” was deleted.')).toBeInTheDocument();
    expect(await screen.findByText('No courses yet')).toBeInTheDocument();
  });

  it('keeps the dialog open with the course error when a delete fails', async () => {
    const { user } = setup({
      'DELETE /api/courses/c-1': () => jsonResponse(500, { error: 'Boom' }),
    });
    const table = within(await screen.findByRole('table'));
    await user.click(table.getByRole('button', { name: 'Delete Beginner Course' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete course?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete course' }));
    expect(
      await dialog.findByText('An error occurred while deleting the course'),
    ).toBeInTheDocument();
  });
});

describe('Manage clinics', () => {
  it('uses the clinics endpoints and wording', async () => {
    setup({}, 'manage-clinics');
    expect(await screen.findByText('No clinics yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add clinic' })).toBeInTheDocument();
  });
});
