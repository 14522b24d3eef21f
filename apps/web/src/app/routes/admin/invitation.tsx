import { useSearchParams } from 'react-router';

import { Seo } from '@/components/seo';
import { InvitationScreen } from '@/features/admin-staff';
import { useMessages } from '@/lib/i18n';

/** /admin/invitation?token=…: accepting an invitation to become staff. */
export function AdminInvitationRoute() {
  const { security } = useMessages();
  const [params] = useSearchParams();
  return (
    <>
      <Seo title={security.invitation.title} description={security.invitation.metaDescription} />
      <InvitationScreen token={params.get('token') ?? ''} />
    </>
  );
}
