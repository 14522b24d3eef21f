import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { icNumberRevealSchema } from '@app/shared/players';

/** The full IC number: the owner's "show", or a staff reveal (the server audits it). */
export async function revealIcNumber(playerId: string): Promise<string> {
  const data = await apiRequest<unknown>(
    `/api/players/${encodeURIComponent(playerId)}/ic-number/reveal`,
    { method: 'POST' },
  );
  return icNumberRevealSchema.parse(data).icNumber;
}

/** Never cached: the number is fetched on each "show" and forgotten on "hide". */
export function useRevealIcNumber() {
  return useMutation({ mutationFn: revealIcNumber });
}
