export { createMembershipModule, type MembershipApi } from './membership.module';
export {
  createCreditNotesRepository,
  creditNoteNumber,
  type CreditNotesRepository,
} from './credit-notes.repository';
export { issueCreditNote, type IssueCreditNoteInput } from './credit-notes.service';
export {
  createMembershipTypesRepository,
  type MembershipTypesRepository,
} from './membership-types.repository';
export { createMembershipsRepository, type MembershipsRepository } from './memberships.repository';
export { createPaymentsRepository, type PaymentsRepository } from './payments.repository';
export { createRemindersRepository, type RemindersRepository } from './reminders.repository';
export { createRenewalsRepository, type RenewalsRepository } from './renewals.repository';
export { createRemindersService } from './reminders.service';
export { statusOfMember } from './membership.service';
