import { apiRequest } from '@/lib/api-client';
import type { Affiliate } from '@app/shared/organisation';

/** `DELETE /api/affiliates/{id}`. */
export function deleteAffiliate(affiliate: Affiliate) {
  return apiRequest<{ success: boolean; message: string }>(
    `/api/affiliates/${encodeURIComponent(affiliate._id)}`,
    { method: 'DELETE' },
  );
}
