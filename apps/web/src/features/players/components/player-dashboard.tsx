import { useState } from 'react';
import { useNavigate } from 'react-router';

import { MAIN_CONTENT_ID } from '@/components/layouts/skip-link';
import { Seo } from '@/components/seo';
import { FormAlert } from '@/components/ui/form/form-messages';
import { paths } from '@/config/paths';
import { useSessionWatch } from '@/hooks/use-session-watch';
import { useLogoutPlayer } from '@/lib/auth/logout-player';
import { playerMeQueryKey } from '@/lib/auth/player-me';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { Player } from '@app/shared/players';

import { usePlayerMessages } from '../api/get-player-messages';
import { useDashboardTab } from '../hooks/use-dashboard-tab';
import type { PortalTab } from '../utils/portal-tabs';

import { DashboardHeader } from './dashboard-header';
import { DashboardTabs, panelId, tabId } from './dashboard-tabs';

export interface PlayerDashboardProps {
  player: Player;
  /** The portal's tabs, in order (the app composes them from the features). */
  tabs: readonly PortalTab[];
}

/** The player portal (spec §2): own header, the tabs, and the selected tab's panel. */
export function PlayerDashboard({ player, tabs }: PlayerDashboardProps) {
  const { players, meta } = useMessages();
  const t = players.dashboard;
  const navigate = useNavigate();
  const [tab, selectTab] = useDashboardTab(tabs);
  const Panel = tab.Panel;
  const messages = usePlayerMessages(player._id);
  const logout = useLogoutPlayer();
  const [logoutError, setLogoutError] = useState<string | null>(null);
  useSessionWatch(playerMeQueryKey);

  const unreadCount = messages.data?.filter((message) => !message.read).length ?? 0;

  const handleLogout = () => {
    setLogoutError(null);
    logout.mutate(undefined, {
      onSuccess: () => void navigate(paths.player.login, { replace: true }),
      onError: () => setLogoutError(t.logoutFailed),
    });
  };

  return (
    <div className="min-h-dvh bg-slate-50">
      <Seo
        title={formatMessage(t.documentTitle, { tab: t.tabs[tab.labelKey] })}
        description={meta.playerDashboard.description}
      />
      <DashboardHeader player={player} onLogout={handleLogout} isLoggingOut={logout.isPending} />

      <main id={MAIN_CONTENT_ID}>
        <div className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
          <div className="mx-auto max-w-6xl px-4 pt-6 pb-7 sm:px-6 sm:pt-8 lg:px-8">
            <p className="text-xs font-bold uppercase tracking-widest text-accent-300">{t.title}</p>
            <h1 className="mt-1 text-2xl font-extrabold sm:text-3xl">
              {formatMessage(t.welcome, { name: player.fullName })}
            </h1>
          </div>
        </div>

        <div className="sticky top-0 z-20 border-b border-slate-200 bg-white shadow-sm">
          <div className="mx-auto max-w-6xl">
            <DashboardTabs
              tabs={tabs}
              selected={tab}
              onSelect={selectTab}
              unreadCount={unreadCount}
            />
          </div>
        </div>

        <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
          {logoutError ? (
            <div className="mb-4">
              <FormAlert message={logoutError} />
            </div>
          ) : null}
          <div
            role="tabpanel"
            id={panelId(tab)}
            aria-labelledby={tabId(tab)}
            tabIndex={0}
            className="rounded-2xl focus-visible:outline-offset-4"
          >
            <Panel player={player} />
          </div>
        </div>
      </main>
    </div>
  );
}
