import { Seo } from '@/components/seo';
import { PageHeader } from '@/components/ui/page-header';
import { OrgChart } from '@/features/organisation';
import { useMessages } from '@/lib/i18n';

/**
 * The organisation chart. The file keeps the page's URL as its name (`/organization`): the build
 * keys each page's preloads by its route file and the server finds them by URL (vite.config.ts,
 * `routePreloads`).
 */
export function OrganisationRoute() {
  const m = useMessages();
  return (
    <>
      <Seo title={m.meta.organisation.title} description={m.meta.organisation.description} />
      <PageHeader title={m.pages.organisation.title} lead={m.pages.organisation.lead} />
      <OrgChart />
    </>
  );
}
