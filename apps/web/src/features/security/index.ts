export { type AccountBase } from './api/account-base';
export { useTwoFactorStatus } from './api/get-two-factor-status';
export { SessionsCard } from './components/sessions-card';
export { TwoFactorCard } from './components/two-factor-card';
export { TwoFactorCodeForm } from './components/two-factor-code-form';
export { TwoFactorEnrolment } from './components/two-factor-enrolment';
export { AccountSecurityPanel } from './components/account-security-panel';
