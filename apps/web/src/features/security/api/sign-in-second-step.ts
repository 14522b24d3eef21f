import { apiRequest } from '@/lib/api-client';

/** The second step of signing in, for staff or players: the challenge and one code. */
export function signInSecondStep(
  url: '/api/admin/login/two-factor' | '/api/players/login/two-factor',
  input: { challenge: string } & ({ code: string } | { recoveryCode: string }),
) {
  return apiRequest<unknown>(url, { method: 'POST', json: input });
}
