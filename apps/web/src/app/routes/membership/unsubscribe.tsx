import { useSearchParams } from 'react-router';

import { Seo } from '@/components/seo';
import { UnsubscribeView } from '@/features/membership';
import { useMessages } from '@/lib/i18n';

/** /membership/unsubscribe?token=…: the link in renewal reminder e-mails. */
export function UnsubscribeRoute() {
  const { membership } = useMessages();
  const [searchParams] = useSearchParams();
  return (
    <>
      <Seo
        title={membership.unsubscribe.title}
        description={membership.unsubscribe.description}
        noindex
      />
      <UnsubscribeView token={searchParams.get('token')?.trim() || null} />
    </>
  );
}
