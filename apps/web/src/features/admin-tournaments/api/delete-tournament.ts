import { apiRequest } from '@/lib/api-client';

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
