import { apiRequest } from '@/lib/api-client';
import { recoveryCodesSchema, type RecoveryCodes } from '@app/shared/security';

import type { AccountBase } from './account-base';

/** Turns two-factor on with a first code; answers the recovery codes, shown once. */
export async function enableTwoFactor(base: AccountBase, code: string): Promise<RecoveryCodes> {
  return recoveryCodesSchema.parse(
    await apiRequest<unknown>(`${base}/two-factor/enable`, { method: 'POST', json: { code } }),
  );
}
