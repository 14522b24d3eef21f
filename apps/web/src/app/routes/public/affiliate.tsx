import { Seo } from '@/components/seo';
import { Logo } from '@/components/ui/logo';
import { PageHeader } from '@/components/ui/page-header';
import { AffiliatesGrid } from '@/features/organisation';
import { useMessages } from '@/lib/i18n';

/** Affiliate page: the association's logo, then its affiliates with their own logos. */
export function AffiliateRoute() {
  const m = useMessages();
  return (
    <>
      <Seo title={m.meta.affiliate.title} description={m.meta.affiliate.description} />
      <PageHeader title={m.pages.affiliate.title} />
      <div className="flex justify-center px-4 py-12 sm:py-16">
        <Logo className="size-48 sm:size-64" />
      </div>
      <AffiliatesGrid />
    </>
  );
}
