import type { Post, PostComment } from '@app/shared/posts';

/** The signed-in player of the tests is `buildPlayer()` ('player-1', Aisyah Rahman). */
export const ME = { playerId: 'player-1', fullName: 'Aisyah Rahman', username: 'aisyah' };
export const OTHER = { playerId: 'player-2', fullName: 'Daniel Lim', username: 'daniel' };

let sequence = 0;

export function buildComment(overrides: Partial<PostComment> = {}): PostComment {
  sequence += 1;
  return {
    _id: `comment-${sequence}`,
    playerId: OTHER.playerId,
    fullName: OTHER.fullName,
    username: OTHER.username,
    profilePicture: null,
    comment: 'Great game!',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

export function buildPost(
  overrides: Partial<Omit<Post, 'author'>> & { author?: Partial<Post['author']> } = {},
): Post {
  sequence += 1;
  const { author, ...rest } = overrides;
  const createdAt = new Date(Date.now() - 2 * 3_600_000).toISOString();
  return {
    _id: `post-${sequence}`,
    author: { ...OTHER, profilePicture: null, gender: 'Male', ...author },
    postType: 'text',
    content: 'Anyone up for doubles this Saturday?',
    imageUrl: null,
    imageUrls: [],
    linkData: null,
    likes: [],
    comments: [],
    createdAt,
    updatedAt: createdAt,
    ...rest,
  };
}

/** A GET /api/posts answer with an optional `X-Next-Cursor`. */
export function postsResponse(posts: Post[], nextCursor?: string): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (nextCursor) headers['X-Next-Cursor'] = nextCursor;
  return new Response(JSON.stringify(posts), { status: 200, headers });
}
