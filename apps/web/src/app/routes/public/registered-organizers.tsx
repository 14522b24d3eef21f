import { RegisteredOrganizersPage } from '@/features/organizers/components/registered-organizers-page';

/** /registered-organizers: the public organizer list with live updates. */
export function RegisteredOrganizersRoute() {
  return <RegisteredOrganizersPage />;
}
