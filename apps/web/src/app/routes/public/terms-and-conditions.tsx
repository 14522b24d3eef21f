import { Seo } from '@/components/seo';
import { TermsDocument } from '@/features/legal';
import { useMessages } from '@/lib/i18n';

export function TermsAndConditionsRoute() {
  const m = useMessages();
  return (
    <>
      <Seo
        title={m.meta.termsAndConditions.title}
        description={m.meta.termsAndConditions.description}
      />
      <TermsDocument />
    </>
  );
}
