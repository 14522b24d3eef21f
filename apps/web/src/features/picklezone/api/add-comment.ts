import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { parsePost } from './parse-post';
import { replaceCachedPost } from './posts-cache';

/** `POST /api/posts/{id}/comment`: answers the whole post with the new comment. */
export async function addComment({ postId, comment }: { postId: string; comment: string }) {
  const data = await apiRequest<unknown>(`/api/posts/${encodeURIComponent(postId)}/comment`, {
    method: 'POST',
    json: { comment },
  });
  return parsePost(data);
}

export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    onSuccess: (post) => replaceCachedPost(queryClient, post),
  });
}
