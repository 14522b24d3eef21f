export { useAdminMe } from './api/get-admin-me';
export { adminSectionPath } from './utils/admin-paths';
