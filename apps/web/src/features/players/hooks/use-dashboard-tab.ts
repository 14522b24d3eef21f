import { useSearchParams } from 'react-router';

import { findPortalTab, type PortalTab } from '../utils/portal-tabs';

/** The selected tab, kept in `?tab=` so it survives a reload and can be linked to. */
export function useDashboardTab(tabs: readonly PortalTab[]): [PortalTab, (tab: PortalTab) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = findPortalTab(tabs, searchParams.get('tab'));

  const selectTab = (next: PortalTab) => {
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === tabs[0]) updated.delete('tab');
        else updated.set('tab', next.id);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return [tab, selectTab];
}
