import { useParams } from 'react-router';

import { Seo } from '@/components/seo';
import { VerifyView } from '@/features/membership';
import { useMessages } from '@/lib/i18n';

/** /verify/<token>: the public check behind a membership card's QR code (never indexed). */
export function VerifyRoute() {
  const { membership } = useMessages();
  const { token = '' } = useParams();
  return (
    <>
      <Seo title={membership.verify.title} description={membership.verify.description} noindex />
      <VerifyView token={token} />
    </>
  );
}
