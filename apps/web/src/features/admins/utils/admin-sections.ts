import type { ComponentType } from 'react';

import type { IconComponent } from '@/components/ui/icons';
import type { AdminMessages } from '@/messages/en/admin';
import { hasAnyRole, type StaffRole } from '@app/shared/staff';

export interface AdminSection {
  /** The `?section=` value in /admin/dashboard URLs. */
  id: string;
  /** Key of the sidebar label and page heading in `messages.admin.sections`. */
  labelKey: keyof AdminMessages['sections'];
  icon: IconComponent;
  /** Rendered below the heading; may be a `lazy()` component (the layout provides Suspense). */
  component: ComponentType;
  /** Consecutive sections with the same group are listed under that group's heading. */
  group?: keyof AdminMessages['groups'];
  /**
   * Who sees the section: holders of one of these roles (super admins see all), or any staff
   * member. The server refuses the section's calls to anyone else whatever the menu shows.
   */
  roles: readonly StaffRole[] | 'any';
}

/** The sections a person holding `roles` may open, in order. */
export function sectionsFor(
  sections: readonly AdminSection[],
  roles: readonly StaffRole[],
): AdminSection[] {
  return sections.filter((s) => s.roles === 'any' || hasAnyRole(roles, s.roles));
}

/** The section with this id, or the first one for a missing or unknown id. */
export function findAdminSection(
  sections: readonly AdminSection[],
  id: string | null,
): AdminSection | undefined {
  return sections.find((section) => section.id === id) ?? sections[0];
}
