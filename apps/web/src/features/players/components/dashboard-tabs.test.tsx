import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ChartIcon, UsersIcon } from '@/components/ui/icons';
import { renderWithRouter } from '@/testing/test-utils';

import type { PortalTab } from '../utils/portal-tabs';

import { DashboardTabs } from './dashboard-tabs';

const Panel = () => null;
const TABS: PortalTab[] = [
  { id: 'profile', labelKey: 'profile', icon: UsersIcon, Panel },
  { id: 'inbox', labelKey: 'inbox', icon: UsersIcon, Panel, showsUnread: true },
  { id: 'tournaments', labelKey: 'tournaments', icon: UsersIcon, Panel },
  { id: 'statistics', labelKey: 'statistics', icon: ChartIcon, Panel },
  { id: 'privacy', labelKey: 'privacy', icon: UsersIcon, Panel },
];

/**
 * A 390-px strip of 130-px tabs (the Inbox 40 px wider with its badge): jsdom lays nothing
 * out, so each box is computed from the strip's scroll position.
 */
function layOut(badge: () => boolean) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const strip = this.closest('[role="tablist"]')?.parentElement;
    const box = (left: number, width: number) =>
      ({ left, right: left + width, width, top: 0, bottom: 50, height: 50 }) as DOMRect;
    if (this.getAttribute('role') !== 'tab')
      return box(0, this.querySelector('[role="tablist"]') ? 390 : 0);
    const index = TABS.findIndex((tab) => `player-tab-${tab.id}` === this.id);
    const width = (i: number) => (TABS[i]!.showsUnread && badge() ? 170 : 130);
    let left = 8 - (strip?.scrollLeft ?? 0);
    for (let i = 0; i < index; i++) left += width(i);
    return box(left, width(index));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

const strip = () => screen.getByRole('tablist').parentElement!;
const selectedBox = () => screen.getByRole('tab', { selected: true }).getBoundingClientRect();

describe('portal tab strip on a phone', () => {
  it('scrolls only the strip to show the selected tab whole, and again when the unread badge widens a tab before it', () => {
    let badge = false;
    layOut(() => badge);
    let setUnread: (count: number) => void = () => {};
    function Strip() {
      const [unread, set] = useState(0);
      setUnread = set;
      return (
        <DashboardTabs tabs={TABS} selected={TABS[3]!} onSelect={() => {}} unreadCount={unread} />
      );
    }
    renderWithRouter(<Strip />);
    expect(strip().scrollLeft).toBeGreaterThan(0);
    expect(selectedBox().left).toBeGreaterThanOrEqual(32);
    expect(selectedBox().right).toBeLessThanOrEqual(390 - 32);

    badge = true;
    act(() => setUnread(2));
    expect(selectedBox().left).toBeGreaterThanOrEqual(32);
    expect(selectedBox().right).toBeLessThanOrEqual(390 - 32);
    expect(screen.getByRole('tab', { name: 'Inbox (2 unread)' })).toBeInTheDocument();
  });
});
