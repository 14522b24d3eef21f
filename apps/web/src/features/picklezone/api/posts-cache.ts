import type { InfiniteData, QueryClient } from '@tanstack/react-query';

import type { Post } from '@app/shared/posts';

/** One page of the feed and the cursor of the next (older) page, null on the last page. */
export interface PostsPage {
  posts: Post[];
  nextCursor: string | null;
}

export type FeedData = InfiniteData<PostsPage, string | undefined>;

export const postsQueryKey = ['picklezone', 'posts'] as const;

/** The whole feed (authorId undefined) or one player's posts (the Profile view). */
export function feedQueryKey(authorId?: string) {
  return [...postsQueryKey, 'feed', { authorId: authorId ?? null }] as const;
}

function mapFeeds(
  queryClient: QueryClient,
  update: (data: FeedData, authorId: string | null) => FeedData,
): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: postsQueryKey })) {
    const data = query.state.data as FeedData | undefined;
    if (!data?.pages) continue;
    const filter = query.queryKey[3] as { authorId: string | null } | undefined;
    queryClient.setQueryData<FeedData>(query.queryKey, update(data, filter?.authorId ?? null));
  }
}

const mapPosts = (data: FeedData, map: (posts: Post[]) => Post[]): FeedData => ({
  ...data,
  pages: data.pages.map((page) => ({ ...page, posts: map(page.posts) })),
});

/** Puts the server's copy of a post wherever the post is cached. */
export function replaceCachedPost(queryClient: QueryClient, post: Post): void {
  mapFeeds(queryClient, (data) =>
    mapPosts(data, (posts) => posts.map((item) => (item._id === post._id ? post : item))),
  );
}

export function removeCachedPost(queryClient: QueryClient, postId: string): void {
  mapFeeds(queryClient, (data) =>
    mapPosts(data, (posts) => posts.filter((item) => item._id !== postId)),
  );
}

/** Adds a new post at the top of every cached feed it belongs to. */
export function prependCachedPost(queryClient: QueryClient, post: Post): void {
  mapFeeds(queryClient, (data, authorId) => {
    if (authorId !== null && authorId !== post.author.playerId) return data;
    const [first, ...rest] = data.pages;
    if (!first) return data;
    return { ...data, pages: [{ ...first, posts: [post, ...first.posts] }, ...rest] };
  });
}

/** The cached copy of a post, if any feed holds it. */
export function findCachedPost(queryClient: QueryClient, postId: string): Post | undefined {
  for (const [, data] of queryClient.getQueriesData<FeedData>({ queryKey: postsQueryKey })) {
    for (const page of data?.pages ?? []) {
      const post = page.posts.find((item) => item._id === postId);
      if (post) return post;
    }
  }
  return undefined;
}
