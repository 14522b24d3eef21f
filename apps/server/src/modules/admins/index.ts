export { createAdminsModule } from './admins.module';
export { createAdminsRepository, type AdminsRepository } from './admins.repository';
export { bootstrapAdmin } from './admins.bootstrap';
export { createInvitationsRepository, type InvitationsRepository } from './invitations.repository';
