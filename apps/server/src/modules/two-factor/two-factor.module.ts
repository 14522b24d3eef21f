import type { AppModule } from '../../lib/app-module';
import type { ValueCipher } from '../../lib/personal-data/value-cipher';
import type { DataAccess } from '../../lib/unit-of-work';
import type { ThrottleService } from '../throttle/index';

import { createTotpSecrets } from './totp-secrets';
import {
  createTwoFactorService,
  type TwoFactorRepos,
  type TwoFactorService,
} from './two-factor.service';

/**
 * Authenticator-app sign-in for staff and players. Its routes are registered by the admins and
 * players modules, under each one's own prefix (two-factor.routes.ts).
 */
export function createTwoFactorModule(deps: {
  data: DataAccess<TwoFactorRepos>;
  throttle: ThrottleService;
  issuer: string;
  /** The data key's cipher: secrets are stored sealed (ADR 012, ADR 015). */
  cipher: ValueCipher;
}): AppModule<TwoFactorService> {
  const secrets = createTotpSecrets(deps.cipher);
  return { name: 'two-factor', api: createTwoFactorService({ ...deps, secrets }) };
}
