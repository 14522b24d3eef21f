import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { IC_NUMBER_DIGITS, normalizeIcNumber } from '@app/shared/ic-number';

const checkIcResultSchema = z.object({ exists: z.boolean() });

/** True when a player with this IC number is already registered. */
export async function checkIcNumber(
  icNumber: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<boolean> {
  const digits = normalizeIcNumber(icNumber);
  const data = await apiRequest<unknown>(`/api/players/check-ic/${digits}`, { signal });
  return checkIcResultSchema.parse(data).exists;
}

export function checkIcNumberQueryOptions(icNumber: string) {
  const digits = normalizeIcNumber(icNumber);
  return queryOptions({
    queryKey: ['players', 'check-ic', digits] as const,
    queryFn: ({ signal }) => checkIcNumber(digits, { signal }),
    enabled: digits.length === IC_NUMBER_DIGITS,
    retry: false,
    staleTime: 0,
  });
}

/** Runs the availability check once all 12 digits are typed. */
export function useCheckIcNumber(icNumber: string) {
  return useQuery(checkIcNumberQueryOptions(icNumber));
}
