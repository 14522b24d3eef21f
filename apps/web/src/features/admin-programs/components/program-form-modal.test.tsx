import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  bodiesSentTo,
  jsonResponse,
  mockFetch,
  networkFailure,
  type FetchHandler,
} from '@/testing/mock-fetch';
import { TestProviders } from '@/testing/test-utils';
import type { Program } from '@app/shared/content';

import { ProgramFormModal } from './program-form-modal';

afterEach(() => vi.unstubAllGlobals());

const course: Program = {
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
};

function editCourse(save: FetchHandler) {
  const fetchMock = mockFetch({
    'PATCH /api/courses/c-1': save,
    'GET /api/courses': () => jsonResponse(200, []),
  });
  const onSaved = vi.fn();
  render(
    <TestProviders>
      <ProgramFormModal kind="courses" program={course} onClose={() => {}} onSaved={onSaved} />
    </TestProviders>,
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Edit course' }));
  return { dialog, onSaved, fetchMock, user: userEvent.setup() };
}

describe('ProgramFormModal', () => {
  it('puts the server’s details on their fields, with no message for the whole form', async () => {
    const { dialog, onSaved, user } = editCourse(() =>
      jsonResponse(400, {
        error: 'Validation failed',
        code: 'VALIDATION_FAILED',
        details: [{ path: 'location', message: 'Location must be at most 200 characters' }],
      }),
    );
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Location must be at most 200 characters')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /Location/ })).toHaveFocus();
    expect(dialog.queryByText(/Failed to update course/)).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says the course could not be saved when the server is unreachable, keeping the fields', async () => {
    const { dialog, user } = editCourse(networkFailure);
    await user.clear(dialog.getByRole('textbox', { name: /Coach/ }));
    await user.type(dialog.getByRole('textbox', { name: /Coach/ }), 'Coach Tan');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText('An error occurred while saving the course'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /Coach/ })).toHaveValue('Coach Tan');
  });

  it('sets the fee’s refund rule: a share refunded, its field shown only for that rule', async () => {
    const { dialog, fetchMock, user } = editCourse(() => jsonResponse(200, course));
    const rule = dialog.getByRole('combobox', { name: /Refund rule/ });
    expect(rule).toHaveValue('none');
    expect(dialog.queryByRole('spinbutton', { name: /Percentage refunded/ })).toBeNull();
    await user.selectOptions(rule, 'A percentage is refunded');
    await user.type(dialog.getByRole('spinbutton', { name: /Percentage refunded/ }), '50');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PATCH /api/courses/c-1')).toHaveLength(1),
    );
    expect(bodiesSentTo(fetchMock, 'PATCH /api/courses/c-1')[0]).toMatchObject({
      refundRule: 'percentage',
      refundPercent: 50,
      refundUntil: null,
    });
  });
});
