export { createMembershipModule, type MembershipApi } from './membership.module';
export {
  createMembershipTypesRepository,
  type MembershipTypesRepository,
} from './membership-types.repository';
export { createMembershipsRepository, type MembershipsRepository } from './memberships.repository';
export { createRemindersRepository, type RemindersRepository } from './reminders.repository';
export { createRenewalsRepository, type RenewalsRepository } from './renewals.repository';
export { createRemindersService } from './reminders.service';
export { statusOfMember } from './membership.service';
