import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import type { SuccessAnswer } from './request-password-reset';

export interface ResetPasswordInput {
  token: string;
  password: string;
  confirmPassword: string;
}

/** Sets a new password with the token from the e-mailed link. */
export async function resetPassword(input: ResetPasswordInput): Promise<SuccessAnswer> {
  return apiRequest<SuccessAnswer>('/api/players/reset-password', { method: 'POST', json: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
