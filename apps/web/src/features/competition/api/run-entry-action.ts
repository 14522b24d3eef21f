import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import {
  entryCheckoutSchema,
  entrySchema,
  entryWithdrawResultSchema,
} from '@app/shared/competition/entries';

import { competitionKey } from './keys';

/** What a player can do with one of their entries; each is `POST /api/entries/:id/<action>`. */
export type EntryAction = 'confirm' | 'decline' | 'claim' | 'withdraw';

const path = (id: string, action: string) => `/api/entries/${encodeURIComponent(id)}/${action}`;

/** Runs one action; every competition list refreshes afterwards. */
export function useEntryAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: EntryAction }) => {
      const body = await apiRequest<unknown>(path(id, action), { method: 'POST' });
      return action === 'withdraw'
        ? entryWithdrawResultSchema.parse(body)
        : { entry: entrySchema.parse(body), refundedSen: 0, paidSen: 0 };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: competitionKey }),
  });
}

/** Opens (or resumes) the checkout of my share of an entry's fee. */
export async function startEntryCheckout(entryId: string) {
  return entryCheckoutSchema.parse(
    await apiRequest<unknown>(path(entryId, 'pay'), { method: 'POST' }),
  );
}
