export { createOrganisationModule } from './organisation.module';
export {
  createAffiliatesRepository,
  createOfficeBearersRepository,
  type AffiliatesRepository,
  type OfficeBearersRepository,
} from './organisation.repository';
