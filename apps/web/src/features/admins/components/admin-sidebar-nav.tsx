import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';

import { createIcon } from '@/components/ui/icons';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { AdminAttention } from '@app/shared/staff';

import { adminSectionPath } from '../utils/admin-paths';
import type { AdminSection } from '../utils/admin-sections';

/** Here, not in the shared icon set: every shared icon ships with the home page's code. */
const ChevronDownIcon = createIcon(<path d="m6 9 6 6 6-6" />);

type SectionGroup = { group: AdminSection['group']; sections: AdminSection[] };

/** Consecutive sections sharing a group, in registry order. */
function groupSections(sections: readonly AdminSection[]): SectionGroup[] {
  const groups: SectionGroup[] = [];
  for (const section of sections) {
    const last = groups.at(-1);
    if (last && last.group === section.group) last.sections.push(section);
    else groups.push({ group: section.group, sections: [section] });
  }
  return groups;
}

const ITEM_CLASS = 'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium';
const ACTIVE_CLASS = 'bg-white text-brand-900 shadow-sm';
const IDLE_CLASS = 'text-brand-50/90 hover:bg-white/10 hover:text-white';
const GROUP_DIVIDER_CLASS = 'mt-2 border-t border-white/10 pt-2';
const BADGE_CLASS =
  'ml-auto rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-slate-900 tabular-nums';

export interface AdminSidebarNavProps {
  sections: readonly AdminSection[];
  activeId: string;
  onNavigate: () => void;
  /** How many items wait in a section (by section id), shown as a badge. */
  attention?: AdminAttention;
}

/** How many items wait in a section, if any. */
export function waitingIn(attention: AdminAttention | undefined, sectionId: string): number {
  return (attention as Record<string, number | undefined> | undefined)?.[sectionId] ?? 0;
}

const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

function SectionLinks({
  sections,
  activeId,
  onNavigate,
  attention,
  ...list
}: AdminSidebarNavProps & { id?: string; 'aria-labelledby'?: string; hidden?: boolean }) {
  const { admin } = useMessages();
  return (
    <ul {...list} className="space-y-0.5">
      {sections.map(({ id, labelKey, icon: Icon }) => {
        const isActive = id === activeId;
        const waiting = waitingIn(attention, id);
        return (
          <li key={id}>
            <Link
              to={adminSectionPath(id)}
              aria-current={isActive ? 'page' : undefined}
              aria-label={
                waiting > 0
                  ? formatMessage(admin.sidebar.waiting, {
                      section: admin.sections[labelKey],
                      count: waiting,
                    })
                  : undefined
              }
              onClick={onNavigate}
              className={`${ITEM_CLASS} ${isActive ? ACTIVE_CLASS : IDLE_CLASS}`}
            >
              <Icon className="size-5 shrink-0" />
              {admin.sections[labelKey]}
              {waiting > 0 ? (
                <span aria-hidden="true" className={BADGE_CLASS}>
                  {badgeText(waiting)}
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The section links. Each is a real link (`?section=`), so sections are deep-linkable; a
 * section where something waits carries a badge, and its link's name says how many. Grouped
 * sections sit behind their group's button (a disclosure: Enter or Space opens and closes it,
 * `aria-expanded` says which), so every group fits at 1366 × 900; the active section's group
 * is open, and a closed group shows what waits in it.
 */
export function AdminSidebarNav({
  sections: all,
  activeId,
  onNavigate,
  attention,
}: AdminSidebarNavProps) {
  const { admin } = useMessages();
  const idPrefix = useId();
  const activeGroup = all.find((s) => s.id === activeId)?.group;
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(
    () => new Set(activeGroup ? [activeGroup] : []),
  );

  // Opening a section (a link, Back, a deep link) opens its group.
  useEffect(() => {
    if (activeGroup)
      setOpenGroups((open) => (open.has(activeGroup) ? open : new Set([...open, activeGroup])));
  }, [activeGroup]);

  const toggle = (group: string) =>
    setOpenGroups((open) => {
      const next = new Set(open);
      if (next.has(group)) next.delete(group);
      else next.add(group);
      return next;
    });

  return (
    <nav aria-label={admin.sidebar.navLabel} className="flex-1 overflow-y-auto px-3 py-3">
      {groupSections(all).map(({ group, sections }, index) => {
        const links = { sections, activeId, onNavigate, attention };
        const spacing = index > 0 ? GROUP_DIVIDER_CLASS : undefined;
        if (!group) {
          return (
            <div key={sections[0]?.id} className={spacing}>
              <SectionLinks {...links} />
            </div>
          );
        }
        const isOpen = openGroups.has(group);
        const buttonId = `${idPrefix}-group-${group}`;
        const listId = `${idPrefix}-list-${group}`;
        const waiting = sections.reduce((sum, s) => sum + waitingIn(attention, s.id), 0);
        const label = admin.groups[group];
        return (
          <div key={group} className={spacing}>
            <button
              id={buttonId}
              type="button"
              aria-expanded={isOpen}
              aria-controls={listId}
              aria-label={
                !isOpen && waiting > 0
                  ? formatMessage(admin.sidebar.groupWaiting, { group: label, count: waiting })
                  : undefined
              }
              onClick={() => toggle(group)}
              className="flex w-full items-center gap-2 rounded-lg px-3 py-1.5 text-xs font-semibold tracking-wider text-brand-200/90 uppercase hover:bg-white/10 hover:text-white"
            >
              {label}
              {!isOpen && waiting > 0 ? (
                <span aria-hidden="true" className={BADGE_CLASS}>
                  {badgeText(waiting)}
                </span>
              ) : null}
              <ChevronDownIcon
                className={`size-4 shrink-0 transition-transform ${!isOpen && waiting > 0 ? '' : 'ml-auto'} ${isOpen ? 'rotate-180' : ''}`}
              />
            </button>
            <SectionLinks {...links} id={listId} aria-labelledby={buttonId} hidden={!isOpen} />
          </div>
        );
      })}
    </nav>
  );
}
