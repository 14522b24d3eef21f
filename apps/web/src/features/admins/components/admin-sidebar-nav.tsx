import { Link } from 'react-router';

import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { AdminAttention } from '@app/shared/staff';

import { adminSectionPath } from '../utils/admin-paths';
import type { AdminSection } from '../utils/admin-sections';

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

const ITEM_CLASS = 'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium';
const ACTIVE_CLASS = 'bg-white text-brand-900 shadow-sm';
const IDLE_CLASS = 'text-brand-50/90 hover:bg-white/10 hover:text-white';

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

/**
 * The section links. Each is a real link (`?section=`), so sections are deep-linkable; a
 * section where something waits carries a badge, and its link's name says how many.
 */
export function AdminSidebarNav({
  sections: all,
  activeId,
  onNavigate,
  attention,
}: AdminSidebarNavProps) {
  const { admin } = useMessages();

  return (
    <nav aria-label={admin.sidebar.navLabel} className="flex-1 overflow-y-auto px-3 py-4">
      {groupSections(all).map(({ group, sections }, index) => {
        const headingId = group ? `admin-nav-group-${group}` : undefined;
        return (
          <div
            key={sections[0]?.id}
            className={index > 0 ? 'mt-4 border-t border-white/10 pt-4' : ''}
          >
            {group ? (
              <p
                id={headingId}
                className="mb-1.5 px-3 text-xs font-semibold tracking-wider text-brand-200/80 uppercase"
              >
                {admin.groups[group]}
              </p>
            ) : null}
            <ul aria-labelledby={headingId} className="space-y-1">
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
                        <span
                          aria-hidden="true"
                          className="ml-auto rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-slate-900 tabular-nums"
                        >
                          {waiting > 99 ? '99+' : waiting}
                        </span>
                      ) : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
