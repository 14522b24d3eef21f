import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { OfficeBearer, SaveOfficeBearerInput } from '@app/shared/organisation';

export const adminOfficeBearersQueryKey = ['admin-organisation', 'office-bearers'] as const;

/** `GET /api/office-bearers`: the chart, by group then order. */
export function useAdminOfficeBearers() {
  return useQuery({
    queryKey: adminOfficeBearersQueryKey,
    queryFn: ({ signal }) => apiRequest<OfficeBearer[]>('/api/office-bearers', { signal }),
  });
}

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

/** `DELETE /api/office-bearers/{id}`. */
export function deleteOfficeBearer(bearer: OfficeBearer) {
  return apiRequest<{ success: boolean; message: string }>(
    `/api/office-bearers/${encodeURIComponent(bearer._id)}`,
    { method: 'DELETE' },
  );
}
