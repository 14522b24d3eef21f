import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { adminTournamentsQueryKey } from './get-tournaments';

export interface DeleteTournamentResult {
  success: boolean;
  message: string;
}

/** `DELETE /api/tournaments/{applicationId}`: removes it here and queues the portal deletion. */
export function deleteTournament(applicationId: string): Promise<DeleteTournamentResult> {
  return apiRequest<DeleteTournamentResult>(
    `/api/tournaments/${encodeURIComponent(applicationId)}`,
    { method: 'DELETE' },
  );
}

export function useDeleteTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTournament,
    // Reload the list and the pending deliveries (the deletion is queued for the portal).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTournamentsQueryKey }),
  });
}
