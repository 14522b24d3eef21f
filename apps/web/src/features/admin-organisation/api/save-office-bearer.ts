import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { OfficeBearer, SaveOfficeBearerInput } from '@app/shared/organisation';

import { adminOfficeBearersQueryKey } from './get-admin-office-bearers';

/** `POST /api/office-bearers` or `PUT /api/office-bearers/{id}` as JSON. */
export function saveOfficeBearer({
  id,
  input,
}: {
  id?: string;
  input: SaveOfficeBearerInput;
}): Promise<OfficeBearer> {
  const { group, role, roleMs, name, order } = input;
  return apiRequest<OfficeBearer>(
    id ? `/api/office-bearers/${encodeURIComponent(id)}` : '/api/office-bearers',
    { method: id ? 'PUT' : 'POST', json: { group, role, roleMs, name, order } },
  );
}

export function useSaveOfficeBearer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOfficeBearer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOfficeBearersQueryKey }),
  });
}
