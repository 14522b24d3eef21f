import { Seo } from '@/components/seo';
import { PageHeader } from '@/components/ui/page-header';
import { OrgChart } from '@/features/organization/components/org-chart';
import { useMessages } from '@/lib/i18n';

export function OrganizationRoute() {
  const m = useMessages();
  return (
    <>
      <Seo title={m.meta.organization.title} description={m.meta.organization.description} />
      <PageHeader title={m.pages.organization.title} lead={m.pages.organization.lead} />
      <OrgChart />
    </>
  );
}
