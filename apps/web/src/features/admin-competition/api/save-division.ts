import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Division, DivisionInput } from '@app/shared/competition/setup';

import { divisionsQueryKey } from './get-divisions';

/** `POST /api/admin/tournaments/{id}/divisions` (no division id) or `PUT /api/admin/divisions/{id}`. */
export function saveDivision({
  tournamentId,
  id,
  input,
}: {
  tournamentId: string;
  id?: string;
  input: DivisionInput;
}) {
  return apiRequest<Division>(
    id
      ? `/api/admin/divisions/${encodeURIComponent(id)}`
      : `/api/admin/tournaments/${encodeURIComponent(tournamentId)}/divisions`,
    { method: id ? 'PUT' : 'POST', json: input },
  );
}

export function useSaveDivision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDivision,
    onSuccess: (_data, { tournamentId }) =>
      queryClient.invalidateQueries({ queryKey: divisionsQueryKey(tournamentId) }),
  });
}
