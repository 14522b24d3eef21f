import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';

import { cn } from '@/components/ui/class-names';
import { UsersIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';

import type { PortalTab } from '../utils/portal-tabs';

export const tabId = (tab: PortalTab) => `player-tab-${tab.id}`;
export const panelId = (tab: PortalTab) => `player-panel-${tab.id}`;

/** Room kept beside the selected tab, so the next one shows that the strip scrolls. */
const PEEK_PX = 32;

/** Scrolls the strip (only) so that the tab is inside it, with room for a glimpse either side. */
export function revealInStrip(strip: HTMLElement, tab: HTMLElement) {
  const area = strip.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  const peek = Math.min(PEEK_PX, Math.max(0, (area.width - box.width) / 2));
  if (box.left < area.left + peek) strip.scrollLeft -= area.left + peek - box.left;
  else if (box.right > area.right - peek) strip.scrollLeft += box.right - (area.right - peek);
}

export interface DashboardTabsProps {
  tabs: readonly PortalTab[];
  selected: PortalTab;
  onSelect: (tab: PortalTab) => void;
  unreadCount: number;
}

/**
 * The dashboard's tablist (arrow keys, Home and End move and select; only the selected tab is in
 * the Tab order), followed by the PickleZone link, which leaves the dashboard.
 */
export function DashboardTabs({ tabs, selected, onSelect, unreadCount }: DashboardTabsProps) {
  const { players } = useMessages();
  const t = players.dashboard;
  const tabRefs = useRef<Partial<Record<string, HTMLButtonElement | null>>>({});
  const stripRef = useRef<HTMLDivElement>(null);
  const tablistRef = useRef<HTMLDivElement>(null);
  // On a phone the strip scrolls: the selected tab (from a link such as ?tab=payments) is shown
  // whole, with a glimpse of its neighbour. The strip alone scrolls (never the page), and again
  // whenever the tabs change width: the Inbox badge and the Malay labels arrive after the first
  // paint and used to push the selected tab back out of view.
  useEffect(() => {
    const strip = stripRef.current;
    const reveal = () => {
      const tab = tabRefs.current[selected.id];
      if (strip && tab) revealInStrip(strip, tab);
    };
    reveal();
    if (typeof ResizeObserver === 'undefined' || !strip) return;
    const observer = new ResizeObserver(reveal);
    observer.observe(strip);
    if (tablistRef.current) observer.observe(tablistRef.current);
    return () => observer.disconnect();
  }, [selected, unreadCount]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(selected);
    const last = tabs.length - 1;
    const nextIndex = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (nextIndex === undefined) return;
    event.preventDefault();
    const next = tabs[nextIndex] ?? selected;
    onSelect(next);
    tabRefs.current[next.id]?.focus();
  };

  return (
    <div
      ref={stripRef}
      className="flex items-stretch gap-1 overflow-x-auto px-2 [scrollbar-width:thin] sm:px-4"
    >
      <div
        ref={tablistRef}
        role="tablist"
        aria-label={t.tabsLabel}
        aria-orientation="horizontal"
        onKeyDown={handleKeyDown}
        className="flex items-stretch gap-1"
      >
        {tabs.map((tab) => {
          const Icon = tab.icon;
          const label = t.tabs[tab.labelKey];
          const isSelected = tab === selected;
          const hasBadge = Boolean(tab.showsUnread) && unreadCount > 0;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={isSelected}
              aria-controls={panelId(tab)}
              tabIndex={isSelected ? 0 : -1}
              aria-label={
                hasBadge
                  ? formatMessage(t.tabWithUnread, { tab: label, count: unreadCount })
                  : undefined
              }
              onClick={() => onSelect(tab)}
              className={cn(
                'flex shrink-0 items-center gap-2 border-b-[3px] px-3 py-3.5 text-sm font-semibold whitespace-nowrap transition-colors sm:px-4',
                isSelected
                  ? 'border-brand-600 text-brand-800'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
              )}
            >
              <Icon className="size-4" />
              {label}
              {hasBadge ? (
                <span
                  aria-hidden="true"
                  data-testid="inbox-unread-badge"
                  className="min-w-5 rounded-full bg-red-600 px-1.5 py-0.5 text-center text-xs leading-none font-bold text-white"
                >
                  {unreadCount}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <Link
        to={paths.picklezone.feed}
        aria-label={t.communityHubLabel}
        className="flex shrink-0 items-center gap-2 border-b-[3px] border-transparent px-3 py-3.5 text-sm font-semibold whitespace-nowrap text-slate-600 hover:text-slate-900 sm:px-4"
      >
        <UsersIcon className="size-4" />
        {t.communityHub}
      </Link>
    </div>
  );
}
