import type { Post } from '@app/shared/posts';

let sequence = 0;

/** A text post from a minute ago; override only what a test asserts on. */
export function makePost(overrides: Partial<Post> = {}): Post {
  sequence += 1;
  const at = new Date(Date.now() - 90_000).toISOString();
  return {
    _id: `post-${sequence}`,
    author: {
      playerId: `player-${sequence}`,
      fullName: `Player ${sequence}`,
      username: `player${sequence}`,
      profilePicture: null,
      gender: null,
    },
    postType: 'text',
    content: `Post number ${sequence}`,
    imageUrl: null,
    imageUrls: [],
    linkData: null,
    likes: [],
    comments: [],
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}
