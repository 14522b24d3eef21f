import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

export interface SuccessAnswer {
  success: boolean;
  message: string;
}

/** Asks for a reset link by e-mail. The server answers the same whether or not it is known. */
export async function requestPasswordReset(input: { email: string }): Promise<SuccessAnswer> {
  return apiRequest<SuccessAnswer>('/api/players/forgot-password', { method: 'POST', json: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
