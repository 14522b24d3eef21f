import { Seo } from '@/components/seo';
import { Logo } from '@/components/ui/logo';
import { PageHeader } from '@/components/ui/page-header';
import { useMessages } from '@/lib/i18n';

/** Affiliate page: the association logo only. */
export function AffiliateRoute() {
  const m = useMessages();
  return (
    <>
      <Seo title={m.meta.affiliate.title} description={m.meta.affiliate.description} />
      <PageHeader title={m.pages.affiliate.title} />
      <div className="flex justify-center px-4 py-16 sm:py-24">
        <Logo className="size-64 sm:size-80" />
      </div>
    </>
  );
}
