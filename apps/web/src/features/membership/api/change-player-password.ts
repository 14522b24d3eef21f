import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { ChangePlayerPasswordInput } from '@app/shared/players';

/** The player changes their own password (their other sessions end). */
export function useChangePlayerPassword() {
  return useMutation({
    mutationFn: (input: ChangePlayerPasswordInput) =>
      apiRequest<{ message: string }>('/api/players/me/password', { method: 'PUT', json: input }),
  });
}
