import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildProgram } from '@/testing/factories/programs';
import { callsTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithRouter } from '@/testing/test-utils';

import { MyEnrollmentsPanel } from './my-enrollments-panel';

afterEach(() => vi.unstubAllGlobals());

describe('my enrolments panel', () => {
  it('lists the enrolments and cancels one', async () => {
    let list = [
      { ...buildProgram({ _id: 'k1', kind: 'clinic', title: 'Serve Clinic', date: '2026-03-05' }) },
    ];
    const fetchMock = mockFetch({
      'GET /api/players/me/enrollments': () => jsonResponse(200, list),
      'DELETE /api/clinics/k1/enroll': () => {
        list = [];
        return jsonResponse(200, {});
      },
    });
    renderWithRouter(<MyEnrollmentsPanel />);
    expect(await screen.findByRole('heading', { name: 'Serve Clinic' })).toBeInTheDocument();
    expect(screen.getByText(/5 Mar 2026/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel enrolment' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'DELETE /api/clinics/k1/enroll')).toHaveLength(1),
    );
    expect(
      await screen.findByText('You are not enrolled in any training programs yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse training programs' })).toHaveAttribute(
      'href',
      '/training',
    );
  });
});
