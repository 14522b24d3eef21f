import { RegisteredOrganizersPage } from '@/features/organizers';

/** /registered-organizers: the public organizer list with live updates. */
export function RegisteredOrganizersRoute() {
  return <RegisteredOrganizersPage />;
}
