import { buttonClassName } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';

import { playerFilterQuery, type PlayerFilters } from '../utils/player-filters';

function exportHref(filters: PlayerFilters, fullIc: boolean): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(playerFilterQuery(filters)))
    if (value !== undefined) params.set(key, value);
  if (fullIc) params.set('ic', 'full');
  const qs = params.toString();
  return `/api/players/export.csv${qs ? `?${qs}` : ''}`;
}

/** CSV of the filtered list (UTF-8 for Excel), IC masked; or with full ICs (audited). */
export function ExportButtons({ filters }: { filters: PlayerFilters }) {
  const { membership } = useMessages();
  const t = membership.admin;
  return (
    <>
      <a
        href={exportHref(filters, false)}
        download
        className={buttonClassName({ size: 'sm', variant: 'outline' })}
      >
        {t.exportCsv}
      </a>
      <a
        href={exportHref(filters, true)}
        download
        title={t.exportFullIc}
        aria-label={t.exportFullIc}
        className={buttonClassName({ size: 'sm', variant: 'outline' })}
      >
        {t.exportWithIc}
      </a>
    </>
  );
}
