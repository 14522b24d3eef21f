import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { CreateTierInput, Tier, UpdateTierInput } from '@app/shared/competition/setup';

import { tiersQueryKey } from './get-tiers';

export type SaveTierArgs =
  { code?: undefined; input: CreateTierInput } | { code: string; input: UpdateTierInput };

/**
 * `POST /api/admin/competition/tiers` (a new tier; 409 when its code is taken) or
 * `PUT /api/admin/competition/tiers/{code}` (the code never changes).
 */
export function saveTier({ code, input }: SaveTierArgs) {
  return apiRequest<Tier>(
    code === undefined
      ? '/api/admin/competition/tiers'
      : `/api/admin/competition/tiers/${encodeURIComponent(code)}`,
    { method: code === undefined ? 'POST' : 'PUT', json: input },
  );
}

/** Saving reads the tiers again (the entry settings' tier list shares them). */
export function useSaveTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tiersQueryKey }),
  });
}
