// The privacy feature's public face: what the app composes (ADR 009).
export { PrivacyPanel } from './components/privacy-panel';
export { PolicyPrompt } from './components/policy-prompt';
export { DeletionPrompt } from './components/deletion-prompt';
