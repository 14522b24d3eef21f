import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { removeCachedPost } from './posts-cache';

/** `DELETE /api/posts/{id}`: the author removes their post. */
export async function deletePost(postId: string): Promise<void> {
  await apiRequest<unknown>(`/api/posts/${encodeURIComponent(postId)}`, { method: 'DELETE' });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_data, postId) => removeCachedPost(queryClient, postId),
  });
}
