import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { ReportInput } from '@app/shared/posts';

/** `POST /api/posts/{id}/report`: 201 once; 409 when the player already reported the post. */
export async function reportPost({ postId, input }: { postId: string; input: ReportInput }) {
  await apiRequest<unknown>(`/api/posts/${encodeURIComponent(postId)}/report`, {
    method: 'POST',
    json: input,
  });
}

export function useReportPost() {
  return useMutation({ mutationFn: reportPost });
}
