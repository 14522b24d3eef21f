import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { EntrySettings } from '@app/shared/competition/setup';

export const entrySettingsQueryKey = (tournamentId: string) =>
  ['admin-competition', 'entry-settings', tournamentId] as const;

/** `GET /api/admin/tournaments/{id}/entry-settings` (defaults until first saved). */
export function getEntrySettings(tournamentId: string, signal?: AbortSignal) {
  return apiRequest<EntrySettings>(
    `/api/admin/tournaments/${encodeURIComponent(tournamentId)}/entry-settings`,
    { signal },
  );
}

export function useEntrySettings(tournamentId: string) {
  return useQuery({
    queryKey: entrySettingsQueryKey(tournamentId),
    queryFn: ({ signal }) => getEntrySettings(tournamentId, signal),
  });
}
