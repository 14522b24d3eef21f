import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { CompetitionPrivacy, CompetitionPrivacyInput } from '@app/shared/competition/setup';

const key = ['competition-privacy'] as const;
const PATH = '/api/players/me/competition-privacy';

/** `GET /api/players/me/competition-privacy` (all off until first saved). */
export function useCompetitionPrivacy() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest<CompetitionPrivacy>(PATH, { signal }),
  });
}

/** `PUT /api/players/me/competition-privacy`. */
export function useSaveCompetitionPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompetitionPrivacyInput) =>
      apiRequest<CompetitionPrivacy>(PATH, { method: 'PUT', json: input }),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
}
