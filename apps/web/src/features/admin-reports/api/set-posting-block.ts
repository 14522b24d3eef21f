import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { PostingBlockInput } from '@app/shared/posts';

import { reportsQueryKey } from './get-reports';

/** `PUT /api/players/{id}/posting-block`: a moderator blocks or unblocks a player's posting. */
export function useSetPostingBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ playerId, ...input }: PostingBlockInput & { playerId: string }) =>
      apiRequest<{ message: string }>(
        `/api/players/${encodeURIComponent(playerId)}/posting-block`,
        {
          method: 'PUT',
          json: input,
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportsQueryKey }),
  });
}
