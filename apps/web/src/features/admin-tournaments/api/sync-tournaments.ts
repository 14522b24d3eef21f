import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { adminTournamentsQueryKey } from './get-tournaments';

export interface SyncResult {
  success: boolean;
  created: number;
  updated: number;
  skipped: number;
  total: number;
}

/** `POST /api/tournaments/sync`: pulls approved applications from the portal (503 if not set up). */
export function syncTournaments(): Promise<SyncResult> {
  return apiRequest<SyncResult>('/api/tournaments/sync', { method: 'POST' });
}

export function useSyncTournaments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncTournaments,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTournamentsQueryKey }),
  });
}
