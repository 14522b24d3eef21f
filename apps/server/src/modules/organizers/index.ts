export { createOrganizersModule, type OrganizersApi } from './organizers.module';
export { createOrganizersRepository, type OrganizersRepository } from './organizers.repository';
