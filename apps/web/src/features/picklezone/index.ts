// The PickleZone feature's public face (ADR 009).
export { PicklezoneLoginScreen } from './components/picklezone-login-screen';
export { PicklezonePage } from './components/picklezone-page';
export { RelationsCard } from './components/relations-card';
