import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithRouter } from '@/testing/test-utils';
import type { Milestone } from '@app/shared/content';

import { JourneyStrip } from './journey-strip';
import { MilestoneTimeline } from './milestone-timeline';

function milestone(overrides: Partial<Milestone> = {}): Milestone {
  return {
    _id: 'm1',
    date: '2020-01-01',
    title: 'Association founded',
    titleMs: '',
    description: 'The association is registered.',
    descriptionMs: '',
    image: null,
    order: 1,
    createdAt: '2020-01-01T00:00:00.000Z',
    updatedAt: '2020-01-01T00:00:00.000Z',
    ...overrides,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('milestones', () => {
  it('shows the timeline with long dates and lazy images', async () => {
    mockFetch({
      'GET /api/milestones': () =>
        jsonResponse(200, [
          milestone(),
          milestone({ _id: 'm2', title: 'First national', date: '2021-06-05', image: '/u/a.jpg' }),
        ]),
    });
    renderWithRouter(<MilestoneTimeline />);
    const item = (await screen.findByRole('heading', { name: 'First national' })).closest('li')!;
    expect(item).toHaveTextContent('5 June 2021');
    const image = within(item).getByRole('img', { name: 'First national' });
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows the empty state when there are none', async () => {
    mockFetch({ 'GET /api/milestones': () => jsonResponse(200, []) });
    renderWithRouter(<MilestoneTimeline />);
    expect(await screen.findByText('No milestones yet')).toBeInTheDocument();
  });

  it('shows the empty state when the fetch fails', async () => {
    mockFetch({
      'GET /api/milestones': () => jsonResponse(500, { error: 'Failed to fetch milestones' }),
    });
    renderWithRouter(<MilestoneTimeline />);
    expect(await screen.findByText('No milestones yet')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch milestones')).not.toBeInTheDocument();
  });

  it('renders the journey list three times with two copies hidden from screen readers', async () => {
    mockFetch({
      'GET /api/milestones': () =>
        jsonResponse(200, [milestone(), milestone({ _id: 'm2', title: 'First national' })]),
    });
    renderWithRouter(<JourneyStrip />);
    await screen.findAllByText('First national');
    const copies = screen.getAllByTestId('journey-copy');
    expect(copies).toHaveLength(3);
    expect(copies.filter((copy) => copy.getAttribute('aria-hidden') === 'true')).toHaveLength(2);
    expect(copies[0]).not.toHaveAttribute('aria-hidden');
    expect(screen.getAllByRole('heading', { level: 3, name: 'First national' })).toHaveLength(1);
  });
});
