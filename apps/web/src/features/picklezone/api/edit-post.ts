import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { parsePost } from './parse-post';
import { replaceCachedPost } from './posts-cache';

/** `PUT /api/posts/{id}`: the author changes the text; answers the whole post. */
export async function editPost({ postId, content }: { postId: string; content: string }) {
  const data = await apiRequest<unknown>(`/api/posts/${encodeURIComponent(postId)}`, {
    method: 'PUT',
    json: { content },
  });
  return parsePost(data);
}

export function useEditPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editPost,
    onSuccess: (post) => replaceCachedPost(queryClient, post),
  });
}
