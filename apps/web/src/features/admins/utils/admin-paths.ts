import { paths } from '@/config/paths';

/** Deep link to one admin dashboard section (`/admin/dashboard?section=<id>`). */
export function adminSectionPath(sectionId: string): string {
  return `${paths.admin.dashboard}?section=${encodeURIComponent(sectionId)}`;
}
