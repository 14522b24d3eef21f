import type { ComponentType } from 'react';

import type { IconComponent } from '@/components/ui/icons';
import type { AdminMessages } from '@/messages/en/admin';

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
}

/** The section with this id, or the first one for a missing or unknown id. */
export function findAdminSection(
  sections: readonly AdminSection[],
  id: string | null,
): AdminSection | undefined {
  return sections.find((section) => section.id === id) ?? sections[0];
}
