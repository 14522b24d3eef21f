import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { adminTournamentsQueryKey } from './get-tournaments';

export interface PortalDelivery {
  _id: string;
  applicationId: string | null;
  /** A deleted player's member ID (action `delete-player`). */
  memberId?: string | null;
  action: string;
  status: 'pending' | 'failing';
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
}

/** `GET /api/tournaments/deliveries`: portal deletions not yet confirmed. */
export async function getDeliveries(signal?: AbortSignal): Promise<PortalDelivery[]> {
  const data = await apiRequest<unknown>('/api/tournaments/deliveries', { signal });
  return Array.isArray(data) ? (data as PortalDelivery[]) : [];
}

export function usePortalDeliveries() {
  return useQuery({
    queryKey: [...adminTournamentsQueryKey, 'deliveries'],
    queryFn: ({ signal }) => getDeliveries(signal),
  });
}
