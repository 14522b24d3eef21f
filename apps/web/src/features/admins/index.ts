export { useAdminMe } from './api/get-admin-me';
