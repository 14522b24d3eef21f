import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { reportsQueryKey } from './get-reports';

/**
 * `DELETE /api/posts/{postId}` with `{ isAdmin: true }` (spec §7): deletes the post and resolves
 * every report about it.
 */
export function deleteReportedPost(postId: string) {
  return apiRequest<{ success: boolean; message: string }>(
    `/api/posts/${encodeURIComponent(postId)}`,
    { method: 'DELETE', json: { isAdmin: true } },
  );
}

export function useDeleteReportedPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReportedPost,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportsQueryKey }),
  });
}
