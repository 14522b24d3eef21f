// The admins feature's public face: the dashboard frame, sign-in and what other features use
// (ADR 009).
export { useAdminMe } from './api/get-admin-me';
export { saveAdminLanguage } from './api/save-language';
export { AdminDashboardLayout } from './components/admin-dashboard-layout';
export { AdminLoginScreen } from './components/admin-login-screen';
export { OverviewSection } from './components/sections/overview-section';
export { SettingsSection } from './components/sections/settings-section';
export { TwoFactorRequiredScreen } from './components/two-factor-required-screen';
export { useEnrolmentRequiredWatch } from './hooks/use-enrolment-required';
export { adminSectionPath } from './utils/admin-paths';
export { sectionsFor, type AdminSection } from './utils/admin-sections';
export { hasAdminSessionHint } from './utils/admin-session-hint';
