import { useSearchParams } from 'react-router';

export const DASHBOARD_TABS = [
  'profile',
  'inbox',
  'tournaments',
  'statistics',
  'training',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

function isDashboardTab(value: string | null): value is DashboardTab {
  return (DASHBOARD_TABS as readonly (string | null)[]).includes(value);
}

/** The selected tab, kept in `?tab=` so it survives a reload and can be linked to. */
export function useDashboardTab(): [DashboardTab, (tab: DashboardTab) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get('tab');
  const tab = isDashboardTab(value) ? value : 'profile';

  const selectTab = (next: DashboardTab) => {
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === 'profile') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return [tab, selectTab];
}
