export { useAdminMe } from './api/get-admin-me';
export { adminSectionPath } from './utils/admin-paths';
export { saveAdminLanguage } from './api/save-language';
