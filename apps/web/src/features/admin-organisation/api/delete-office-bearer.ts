import { apiRequest } from '@/lib/api-client';
import type { OfficeBearer } from '@app/shared/organisation';

/** `DELETE /api/office-bearers/{id}`. */
export function deleteOfficeBearer(bearer: OfficeBearer) {
  return apiRequest<{ success: boolean; message: string }>(
    `/api/office-bearers/${encodeURIComponent(bearer._id)}`,
    { method: 'DELETE' },
  );
}
