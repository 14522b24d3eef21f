import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { membershipCardSchema } from '@app/shared/membership';

export const myCardKey = ['me', 'card'] as const;

/** The player's membership card, with its QR code. */
export function useMyCard() {
  return useQuery({
    queryKey: myCardKey,
    queryFn: async ({ signal }) =>
      membershipCardSchema.parse(await apiRequest<unknown>('/api/players/me/card', { signal })),
  });
}

export const CARD_PDF_HREF = '/api/players/me/card.pdf';
/** The service worker that keeps the card for offline use (apps/web/public/player). */
export const CARD_WORKER_URL = '/player/card-sw.js';
