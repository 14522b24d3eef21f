// The players feature's public face: what other features may use (ADR 009).
export { ForgotPasswordModal } from './components/forgot-password-modal';
export { PlayerLoginForm } from './components/player-login-form';
export { IcNumberReveal } from './components/ic-number-reveal';
export { savePlayerLanguage } from './api/save-language';
