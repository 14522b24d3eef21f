import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { affiliateSchema, type Affiliate } from '@app/shared/organisation';

export const affiliatesQueryKey = ['organisation', 'affiliates'] as const;

/** `GET /api/affiliates`, by state then name; a failed fetch is an empty list (the logo stays). */
export async function getAffiliates(signal?: AbortSignal): Promise<Affiliate[]> {
  try {
    return z.array(affiliateSchema).parse(await apiRequest<unknown>('/api/affiliates', { signal }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return [];
  }
}

export function useAffiliates() {
  return useQuery({
    queryKey: affiliatesQueryKey,
    queryFn: ({ signal }) => getAffiliates(signal),
    staleTime: 60_000,
  });
}
