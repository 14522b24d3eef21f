import { apiRequest } from '@/lib/api-client';
import { twoFactorSetupSchema, type TwoFactorSetup } from '@app/shared/security';

import type { AccountBase } from './account-base';

/** A new secret and its QR code, to scan before the first code turns two-factor on. */
export async function startTwoFactorSetup(base: AccountBase): Promise<TwoFactorSetup> {
  return twoFactorSetupSchema.parse(
    await apiRequest<unknown>(`${base}/two-factor/setup`, { method: 'POST', json: {} }),
  );
}
