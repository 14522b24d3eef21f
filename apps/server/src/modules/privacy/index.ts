export {
  createAccountDeletionsRepository,
  type AccountDeletionsRepository,
} from './account-deletions.repository';
export { createCorrectionsRepository, type CorrectionsRepository } from './corrections.repository';
export { createConsentsRepository, type ConsentsRepository } from './consents.repository';
export { createDataExportsRepository, type DataExportsRepository } from './data-exports.repository';
export {
  createPersonalDataRepository,
  type PersonalDataRepository,
} from './personal-data.repository';
export { createPrivacyModule } from './privacy.module';
