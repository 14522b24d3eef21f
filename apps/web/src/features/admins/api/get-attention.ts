import { useIsMutating, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { apiRequest } from '@/lib/api-client';
import { adminAttentionSchema, type AdminAttention } from '@app/shared/staff';

export const adminAttentionQueryKey = ['admins', 'attention'] as const;

const EVERY_MINUTE = 60_000;

async function getAdminAttention({ signal }: { signal: AbortSignal }): Promise<AdminAttention> {
  return adminAttentionSchema.parse(await apiRequest<unknown>('/api/admin/attention', { signal }));
}

/**
 * What waits in the sections this staff member may open (new enquiries, pending reports and
 * corrections), for the sidebar's badges. Checked every minute while the page is visible, when
 * another section is opened, and after each change made in the admin. A failure shows no
 * badges: the sections themselves show what is there.
 */
export function useAdminAttention(sectionId: string): AdminAttention {
  const query = useQuery({
    queryKey: adminAttentionQueryKey,
    queryFn: getAdminAttention,
    refetchInterval: EVERY_MINUTE,
    retry: false,
  });
  const { refetch } = query;

  const opened = useRef(sectionId);
  useEffect(() => {
    if (opened.current === sectionId) return;
    opened.current = sectionId;
    void refetch();
  }, [sectionId, refetch]);

  const mutating = useIsMutating();
  const wasMutating = useRef(false);
  useEffect(() => {
    if (mutating > 0) wasMutating.current = true;
    else if (wasMutating.current) {
      wasMutating.current = false;
      void refetch();
    }
  }, [mutating, refetch]);

  return query.data ?? {};
}
