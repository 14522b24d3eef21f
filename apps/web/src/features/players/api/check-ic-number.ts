import { queryOptions } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { IC_NUMBER_DIGITS, normalizeIcNumber } from '@app/shared/ic-number';
import { checkIcNumberResultSchema, type CheckIcNumberInput } from '@app/shared/players';

/**
 * True when a player with this IC number is already registered. The number goes in the body,
 * never in the URL (URLs end up in logs and browser history).
 */
export async function checkIcNumber(
  icNumber: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<boolean> {
  const json: CheckIcNumberInput = { icNumber: normalizeIcNumber(icNumber) };
  const data = await apiRequest<unknown>('/api/players/check-ic', {
    method: 'POST',
    json,
    signal,
  });
  return checkIcNumberResultSchema.parse(data).exists;
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
