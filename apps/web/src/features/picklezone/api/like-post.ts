import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Post } from '@app/shared/posts';

import { parsePost } from './parse-post';
import { findCachedPost, replaceCachedPost } from './posts-cache';

export interface LikePostVariables {
  postId: string;
  /** The signed-in player's `_id`, for the optimistic toggle. */
  playerId: string;
}

/** `POST /api/posts/{id}/like`: toggles the caller's like; answers the whole post. */
export async function likePost({ postId }: LikePostVariables): Promise<Post> {
  const data = await apiRequest<unknown>(`/api/posts/${encodeURIComponent(postId)}/like`, {
    method: 'POST',
  });
  return parsePost(data);
}

function toggleLike(post: Post, playerId: string): Post {
  const likes = post.likes.includes(playerId)
    ? post.likes.filter((id) => id !== playerId)
    : [...post.likes, playerId];
  return { ...post, likes };
}

/** Shows the toggle at once, then keeps the server's copy (or puts the old one back). */
export function useLikePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likePost,
    onMutate: ({ postId, playerId }) => {
      const previous = findCachedPost(queryClient, postId);
      if (previous) replaceCachedPost(queryClient, toggleLike(previous, playerId));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) replaceCachedPost(queryClient, context.previous);
    },
    onSuccess: (post) => replaceCachedPost(queryClient, post),
  });
}
