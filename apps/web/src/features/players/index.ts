// The players feature's public face: what the app and other features use (ADR 009).
export { savePlayerLanguage } from './api/save-language';
export { ForgotPasswordModal } from './components/forgot-password-modal';
export { IcNumberReveal } from './components/ic-number-reveal';
export { InboxPanel } from './components/inbox-panel';
export { PlayerDashboard } from './components/player-dashboard';
export { PlayerLoginForm } from './components/player-login-form';
export { PlayerLoginScreen } from './components/player-login-screen';
export { ProfilePanel } from './components/profile-panel';
export { RegistrationSection } from './components/registration-section';
export { ResetPasswordScreen } from './components/reset-password-screen';
export type { PortalTab } from './utils/portal-tabs';
