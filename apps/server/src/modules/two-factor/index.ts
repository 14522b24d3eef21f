export {
  createTwoFactorRepository,
  type TwoFactorRepository,
  type TwoFactorSubject,
} from './two-factor.repository';
export {
  type SecondFactor,
  type TwoFactorRepos,
  type TwoFactorService,
} from './two-factor.service';
export { currentTotp } from './totp';
export { createTotpSecrets, type TotpSecrets } from './totp-secrets';
export { createTwoFactorVault, type TwoFactorVault } from './two-factor-vault';
export { twoFactorRoutes, type TwoFactorRouteOptions } from './two-factor.routes';
export { createTwoFactorModule } from './two-factor.module';
