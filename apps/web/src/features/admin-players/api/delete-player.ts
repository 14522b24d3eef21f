import { apiRequest } from '@/lib/api-client';

export interface DeletePlayerResult {
  success: boolean;
  message: string;
}

/** `DELETE /api/players/{id}`: permanent, with the player's sessions, messages and uploads. */
export function deletePlayer(playerId: string): Promise<DeletePlayerResult> {
  return apiRequest<DeletePlayerResult>(`/api/players/${encodeURIComponent(playerId)}`, {
    method: 'DELETE',
  });
}
