import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { EntrySettings, EntrySettingsInput } from '@app/shared/competition/setup';

import { entrySettingsQueryKey } from './get-entry-settings';

/** `PUT /api/admin/tournaments/{id}/entry-settings`. */
export function saveEntrySettings({
  tournamentId,
  input,
}: {
  tournamentId: string;
  input: EntrySettingsInput;
}) {
  return apiRequest<EntrySettings>(
    `/api/admin/tournaments/${encodeURIComponent(tournamentId)}/entry-settings`,
    { method: 'PUT', json: input },
  );
}

export function useSaveEntrySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEntrySettings,
    onSuccess: (data, { tournamentId }) =>
      queryClient.setQueryData(entrySettingsQueryKey(tournamentId), data),
  });
}
