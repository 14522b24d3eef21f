export { signInSecondStep } from './api/second-step';
export { twoFactorQueryKey, useTwoFactorStatus, type AccountBase } from './api/two-factor';
export { SessionsCard } from './components/sessions-card';
export { TwoFactorCard } from './components/two-factor-card';
export { TwoFactorCodeForm } from './components/two-factor-code-form';
export { TwoFactorEnrolment } from './components/two-factor-enrolment';
export { AccountSecurityPanel } from './components/account-security-panel';
