export { AuditLogSection } from './components/audit-log-section';
export { StaffSection } from './components/staff-section';
export { InvitationScreen } from './components/invitation-screen';
