import { Seo } from '@/components/seo';
import { PrivacyDocument } from '@/features/legal';
import { useMessages } from '@/lib/i18n';

export function PrivacyPolicyRoute() {
  const m = useMessages();
  return (
    <>
      <Seo title={m.meta.privacyPolicy.title} description={m.meta.privacyPolicy.description} />
      <PrivacyDocument />
    </>
  );
}
