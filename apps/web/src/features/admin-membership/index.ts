export { MemberMembershipDialog } from './components/member-membership-dialog';
export { MembershipSection } from './components/membership-section';
