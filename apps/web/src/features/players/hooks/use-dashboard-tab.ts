import { useSearchParams } from 'react-router';

import { findPortalTab, type PortalTab } from '../utils/portal-tabs';

/** The selected tab, kept in `?tab=` so it survives a reload and can be linked to. */
export function useDashboardTab(tabs: readonly PortalTab[]): [PortalTab, (tab: PortalTab) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = findPortalTab(tabs, searchParams.get('tab'));

  // Another tab starts without the last one's filters (the URL names only the tab).
  const selectTab = (next: PortalTab) => {
    setSearchParams(next === tabs[0] ? {} : { tab: next.id }, {
      replace: true,
      preventScrollReset: true,
    });
  };

  return [tab, selectTab];
}
