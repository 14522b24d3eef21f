export { ChangePasswordCard } from './components/change-password-card';
export { MembershipAtAGlance } from './components/membership-at-a-glance';
export { MembershipPanel } from './components/membership-panel';
export { MembershipStatusBadge } from './components/status-badge';
export { UnsubscribeView } from './components/unsubscribe-view';
export { VerifyView } from './components/verify-view';
export { durationText } from './utils/format';
