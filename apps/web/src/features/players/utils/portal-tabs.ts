import type { ComponentType } from 'react';

import type { IconComponent } from '@/components/ui/icons';
import type { PlayersMessages } from '@/messages/en/players';
import type { Player } from '@app/shared/players';

/** One tab of the player portal. The app lists them (app/routes/portal/portal-tabs.tsx). */
export interface PortalTab {
  /** The `?tab=` value; the first tab is the default and has none. */
  id: string;
  /** Key of the tab's label in `messages.players.dashboard.tabs`. */
  labelKey: keyof PlayersMessages['dashboard']['tabs'];
  icon: IconComponent;
  Panel: ComponentType<{ player: Player }>;
  /** The tab carries the unread-messages badge (the inbox). */
  showsUnread?: boolean;
}

/** The tab with this id, or the first one for a missing or unknown id. */
export function findPortalTab(tabs: readonly PortalTab[], id: string | null): PortalTab {
  return tabs.find((tab) => tab.id === id) ?? tabs[0]!;
}
