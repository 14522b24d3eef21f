import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { dataExportSchema } from '@app/shared/privacy';

import { myDataExportsKey } from './get-my-data-exports';

/** Asks for a new export of the player's data. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      dataExportSchema.parse(
        await apiRequest<unknown>('/api/players/me/data-exports', { method: 'POST' }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myDataExportsKey }),
  });
}
