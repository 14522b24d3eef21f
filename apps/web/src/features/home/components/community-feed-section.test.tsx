import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { buildPost } from '@/testing/factories/posts';
import { callsTo, jsonResponse, mockFetch, networkFailure } from '@/testing/mock-fetch';
import { renderWithRouter } from '@/testing/test-utils';

import { CommunityFeedSection } from './community-feed-section';

const EMPTY = 'No posts yet. Join PickleZone to see community updates!';

const comment = {
  _id: 'c-1',
  playerId: 'p-9',
  fullName: 'Commenter',
  username: 'commenter',
  profilePicture: null,
  comment: 'Nice!',
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('home community feed', () => {
  it('shows the five latest posts as compact cards', async () => {
    const fetchMock = mockFetch({
      'GET /api/posts': () =>
        jsonResponse(200, [
          buildPost({
            author: {
              playerId: 'a-1',
              fullName: 'Nurul Huda',
              username: 'nurul',
              profilePicture: '/uploads/nurul.jpg',
              gender: 'Female',
            },
            postType: 'image',
            createdAt: new Date(Date.now() - 60_000).toISOString(),
            content: 'Great doubles session at Bukit Jalil today!',
            imageUrl: '/uploads/court-1.jpg',
            imageUrls: ['/uploads/court-1.jpg', '/uploads/court-2.jpg'],
            likes: ['p-1', 'p-2', 'p-3'],
            comments: [comment],
          }),
          buildPost({
            postType: 'link',
            content: 'New paddle review',
            linkData: {
              url: 'https://www.example.com/review',
              title: 'Review',
              description: '',
              image: null,
              domain: '',
              isVideo: false,
              embedUrl: null,
              videoType: null,
            },
            likes: ['p-1'],
          }),
          buildPost(),
          buildPost(),
          buildPost(),
          buildPost({ content: 'A sixth post' }),
        ]),
    });
    renderWithRouter(<CommunityFeedSection />);

    const list = await screen.findByRole('list', { name: 'Latest community posts' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    expect(screen.queryByText('A sixth post')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/posts')[0]!.url.searchParams.get('limit')).toBe('5');

    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 3, name: 'Nurul Huda' })).toBeInTheDocument();
    expect(first.getByText('1 minute ago')).toBeInTheDocument();
    expect(first.getByText('Great doubles session at Bukit Jalil today!')).toHaveClass(
      'line-clamp-4',
    );
    const picture = first.getByRole('img', { name: 'Picture shared by Nurul Huda' });
    expect(picture).toHaveAttribute('src', '/uploads/court-1.jpg');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width');
    expect(picture).toHaveAttribute('height');
    expect(first.getByText('+1 more')).toBeInTheDocument();
    expect(first.getByText('3 likes')).toBeInTheDocument();
    expect(first.getByText('1 comment')).toBeInTheDocument();

    const second = within(cards[1]!);
    expect(second.getByText('Review')).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Shared link: example.com');
    expect(second.getByText('1 like')).toBeInTheDocument();
    expect(second.getByText('0 comments')).toBeInTheDocument();
  });

  it('says posting needs registration and links to the PickleZone login and registration', async () => {
    mockFetch({ 'GET /api/posts': () => jsonResponse(200, [buildPost()]) });
    renderWithRouter(<CommunityFeedSection />);
    await screen.findByRole('list', { name: 'Latest community posts' });
    expect(screen.getByText(/are for registered players/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to PickleZone' })).toHaveAttribute(
      'href',
      '/picklezone/login',
    );
    expect(screen.getByRole('link', { name: 'Register as a player' })).toHaveAttribute(
      'href',
      '/#register',
    );
  });

  it('shows a loading skeleton while the posts load', () => {
    mockFetch({ 'GET /api/posts': () => new Promise<Response>(() => {}) });
    renderWithRouter(<CommunityFeedSection />);
    expect(screen.getByRole('status', { name: 'Loading community posts…' })).toBeInTheDocument();
  });

  it('shows the empty state when there are no posts', async () => {
    mockFetch({ 'GET /api/posts': () => jsonResponse(200, []) });
    renderWithRouter(<CommunityFeedSection />);
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to PickleZone' })).toBeInTheDocument();
  });

  it('logs a failed fetch and shows the empty state', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ 'GET /api/posts': networkFailure });
    renderWithRouter(<CommunityFeedSection />);
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
