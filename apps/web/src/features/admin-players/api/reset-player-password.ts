import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

export interface ResetPlayerPasswordResult {
  success: boolean;
  message: string;
  /** Shown to the admin once; never stored in a cache. */
  newPassword: string;
}

/** `POST /api/players/{id}/reset-password`: a new temporary password; sessions are revoked. */
export function resetPlayerPassword(playerId: string): Promise<ResetPlayerPasswordResult> {
  return apiRequest<ResetPlayerPasswordResult>(
    `/api/players/${encodeURIComponent(playerId)}/reset-password`,
    { method: 'POST' },
  );
}

export function useResetPlayerPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPlayerPassword,
    // The new password lives only in the dialog showing it, not in the mutation cache.
    gcTime: 0,
    onSuccess: (_result, playerId) =>
      queryClient.invalidateQueries({ queryKey: ['admin-player-credentials', playerId] }),
  });
}
