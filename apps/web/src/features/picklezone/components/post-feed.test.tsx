import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildPost, ME, postsResponse } from '@/testing/factories/posts';
import { callsTo, jsonResponse, networkFailure } from '@/testing/mock-fetch';
import { mockSignedIn, PLAYER, renderPicklezone } from '@/testing/render-picklezone';

afterEach(() => {
  vi.unstubAllGlobals();
});

const pageOne = Array.from({ length: 20 }, (_, i) =>
  buildPost({ content: `Post number ${i + 1}` }),
);
const pageTwo = [buildPost({ content: 'The oldest post' })];

function pagedFeed() {
  return ({ url }: { url: URL }) =>
    url.searchParams.get('cursor') === 'cursor-2'
      ? postsResponse(pageTwo)
      : postsResponse(pageOne, 'cursor-2');
}

/** A stand-in IntersectionObserver that tests can fire by hand. */
function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return () => {
    const callback = callbacks[callbacks.length - 1];
    act(() =>
      callback?.(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
  };
}

describe('PickleZone feed', () => {
  it('shows a loading skeleton, then 20 posts newest first with a Load more button', async () => {
    const fetchMock = mockSignedIn({ 'GET /api/posts': pagedFeed() });
    const { user } = renderPicklezone();

    expect(await screen.findByRole('status', { name: 'Loading posts…' })).toBeInTheDocument();
    const feed = await screen.findByRole('region', { name: 'Posts' });
    expect(within(feed).getAllByRole('article')).toHaveLength(20);
    expect(callsTo(fetchMock, 'GET /api/posts')[0]?.url.searchParams.get('limit')).toBe('20');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('The oldest post')).toBeInTheDocument();
    expect(within(feed).getAllByRole('article')).toHaveLength(21);
    expect(callsTo(fetchMock, 'GET /api/posts')[1]?.url.searchParams.get('cursor')).toBe(
      'cursor-2',
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('You are all caught up.')).toBeInTheDocument();
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    const intersect = stubIntersectionObserver();
    const fetchMock = mockSignedIn({ 'GET /api/posts': pagedFeed() });
    renderPicklezone();
    await screen.findByText('Post number 20');

    intersect();
    expect(await screen.findByText('The oldest post')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/posts')).toHaveLength(2);
  });

  it('shows an error with Retry when the feed fails to load', async () => {
    let isDown = true;
    mockSignedIn({
      'GET /api/posts': () => (isDown ? networkFailure() : postsResponse([buildPost()])),
    });
    const { user } = renderPicklezone();

    const alert = (await screen.findByText('We could not load the posts.')).closest(
      '[role="alert"]',
    );
    if (!(alert instanceof HTMLElement)) throw new Error('The failure is not announced');
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Anyone up for doubles this Saturday?')).toBeInTheDocument();
  });

  it('shows the empty state of spec §8', async () => {
    mockSignedIn({ 'GET /api/posts': () => postsResponse([]) });
    renderPicklezone();
    expect(
      await screen.findByText('No posts yet. Join PickleZone to see community updates!'),
    ).toBeInTheDocument();
  });

  it('Profile shows only my posts (authorId) and Back returns to the whole feed', async () => {
    const mine = buildPost({ author: ME, content: 'My own post' });
    const fetchMock = mockSignedIn({
      'GET /api/posts': ({ url }) =>
        url.searchParams.get('authorId') === PLAYER._id
          ? postsResponse([mine])
          : postsResponse([buildPost({ content: 'Somebody else' }), mine]),
    });
    const { user, router } = renderPicklezone();
    expect(await screen.findByText('Somebody else')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { name: 'My posts' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Somebody else')).not.toBeInTheDocument());
    expect(screen.getByText('My own post')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=mine');
    expect(callsTo(fetchMock, 'GET /api/posts').at(-1)?.url.searchParams.get('authorId')).toBe(
      PLAYER._id,
    );

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Somebody else')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Community feed' })).toBeInTheDocument();
  });

  it('Logout ends the session and goes to the PickleZone login', async () => {
    let isSignedIn = true;
    const fetchMock = mockSignedIn({
      'GET /api/players/me': () =>
        isSignedIn ? jsonResponse(200, PLAYER) : jsonResponse(401, { error: 'Not signed in' }),
      'GET /api/posts': () => postsResponse([]),
      'POST /api/players/logout': () => {
        isSignedIn = false;
        return jsonResponse(200, { success: true, message: 'Logged out' });
      },
    });
    const { user, router } = renderPicklezone();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/picklezone/login'));
    expect(callsTo(fetchMock, 'POST /api/players/logout')).toHaveLength(1);
    expect(window.localStorage.getItem('playerLoggedIn')).toBeNull();
  });
});

describe('mute and block from the feed', () => {
  it('mutes an author (their posts disappear) and blocks another, telling the player', async () => {
    const loud = buildPost({
      content: 'Loud post',
      author: { ...buildPost().author, playerId: 'p-loud', fullName: 'Loud Larry' },
    });
    const rude = buildPost({
      content: 'Rude post',
      author: { ...buildPost().author, playerId: 'p-rude', fullName: 'Rude Rudy' },
    });
    let muted: { playerId: string; fullName: string }[] = [];
    const fetchMock = mockSignedIn({
      'GET /api/posts': () => postsResponse([loud, rude]),
      'GET /api/players/me/relations': () => jsonResponse(200, { muted, blocked: [] }),
      'PUT /api/players/me/relations/mute/p-loud': () => {
        muted = [{ playerId: 'p-loud', fullName: 'Loud Larry' }];
        return jsonResponse(200, { muted, blocked: [] });
      },
      'PUT /api/players/me/relations/block/p-rude': () =>
        jsonResponse(200, { muted, blocked: [{ playerId: 'p-rude', fullName: 'Rude Rudy' }] }),
    });
    const { user } = renderPicklezone();
    const feed = await screen.findByRole('region', { name: 'Posts' });
    expect(within(feed).getAllByRole('article')).toHaveLength(2);

    await user.click(
      within(feed).getByRole('button', { name: 'Mute Loud Larry: hide their posts from you' }),
    );
    expect(
      await screen.findByText('You muted Loud Larry: their posts are hidden from you.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(1));
    expect(within(feed).queryByText('Loud post')).not.toBeInTheDocument();

    await user.click(
      within(feed).getByRole('button', {
        name: 'Block Rude Rudy: they can no longer comment on your posts',
      }),
    );
    expect(
      await screen.findByText(
        'You blocked Rude Rudy: they can no longer comment on your posts or choose you as doubles partner, and neither of you is notified of the other.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/players/me/relations/block/p-rude')).toHaveLength(1);
    // Own posts offer no mute or block.
    expect(
      within(feed).queryByRole('button', { name: new RegExp(`Mute ${ME.fullName}`) }),
    ).toBeNull();
  });

  it('shows the mute notice where the player tapped, with Undo', async () => {
    const author = (playerId: string, fullName: string) => ({
      ...buildPost().author,
      playerId,
      fullName,
    });
    const first = buildPost({ content: 'First post', author: author('p-a', 'Ana') });
    const loud = buildPost({ content: 'Loud post', author: author('p-loud', 'Loud Larry') });
    const last = buildPost({ content: 'Last post', author: author('p-b', 'Ben') });
    let muted: { playerId: string; fullName: string }[] = [];
    const fetchMock = mockSignedIn({
      'GET /api/posts': () => postsResponse([first, loud, last]),
      'GET /api/players/me/relations': () => jsonResponse(200, { muted, blocked: [] }),
      'PUT /api/players/me/relations/mute/p-loud': () => {
        muted = [{ playerId: 'p-loud', fullName: 'Loud Larry' }];
        return jsonResponse(200, { muted, blocked: [] });
      },
      'DELETE /api/players/me/relations/mute/p-loud': () => {
        muted = [];
        return jsonResponse(200, { muted, blocked: [] });
      },
    });
    const { user } = renderPicklezone();
    const feed = await screen.findByRole('region', { name: 'Posts' });
    await user.click(
      within(feed).getByRole('button', { name: 'Mute Loud Larry: hide their posts from you' }),
    );
    const notice = await within(feed).findByTestId('relation-notice');
    expect(notice).toHaveTextContent('You muted Loud Larry: their posts are hidden from you.');
    expect(notice).toHaveFocus();
    // In the muted post's place: after the first post, before the last.
    const [above, below] = within(feed).getAllByRole('article');
    expect(above).toHaveTextContent('First post');
    expect(below).toHaveTextContent('Last post');
    expect(above!.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(notice.compareDocumentPosition(below!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect(await within(feed).findByText('Loud post')).toBeInTheDocument();
    expect(within(feed).queryByTestId('relation-notice')).toBeNull();
    expect(callsTo(fetchMock, 'DELETE /api/players/me/relations/mute/p-loud')).toHaveLength(1);
  });
});
