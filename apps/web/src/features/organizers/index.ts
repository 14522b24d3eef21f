// The registered organizers feature's public face (ADR 009).
export { RegisteredOrganizersPage } from './components/registered-organizers-page';
