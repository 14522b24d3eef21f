import type { ComponentType } from 'react';

import {
  AlertTriangleIcon,
  BookIcon,
  ClipboardIcon,
  FlagIcon,
  HelpCircleIcon,
  MailIcon,
  MapPinIcon,
  NewspaperIcon,
  SettingsIcon,
  TrophyIcon,
  UsersIcon,
  type IconComponent,
} from '@/components/ui/icons';
import { MilestonesSection } from '@/features/admin-content/milestones/milestones-section';
import { UpdateNewsSection } from '@/features/admin-content/news/news-section';
import {
  ManageClinicsSection,
  ManageCoursesSection,
} from '@/features/admin-content/programs/programs-section';
import { ManagePlayersSection } from '@/features/admin-players/components/manage-players-section';
import { MessagesSection } from '@/features/admin-players/components/messages-section';
import { ReportsSection } from '@/features/admin-reports/components/reports-section';
import { ManageTournamentsSection } from '@/features/admin-tournaments/components/manage-tournaments-section';
import type { AdminMessages } from '@/messages/en/admin';

import { EnquiryPlaceholderSection } from './sections/enquiry-placeholder-section';
import { SettingsSection } from './sections/settings-section';
import { VenuePlaceholderSection } from './sections/venue-placeholder-section';

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

/**
 * The admin dashboard's sections, in sidebar order (spec §2). To ship a section, replace its
 * `ComingSoonSection` with the feature's component; to add one, add an entry.
 */
export const ADMIN_SECTIONS = [
  {
    id: 'manage-tournament',
    labelKey: 'manageTournament',
    icon: TrophyIcon,
    component: ManageTournamentsSection,
  },
  {
    id: 'manage-players',
    labelKey: 'managePlayers',
    icon: UsersIcon,
    component: ManagePlayersSection,
  },
  { id: 'messages', labelKey: 'messages', icon: MailIcon, component: MessagesSection },
  {
    id: 'manage-courses',
    labelKey: 'manageCourses',
    icon: BookIcon,
    component: ManageCoursesSection,
  },
  {
    id: 'manage-clinics',
    labelKey: 'manageClinics',
    icon: ClipboardIcon,
    component: ManageClinicsSection,
  },
  {
    id: 'manage-journey',
    labelKey: 'manageJourney',
    icon: FlagIcon,
    component: MilestonesSection,
  },
  {
    id: 'update-news',
    labelKey: 'updateNews',
    icon: NewspaperIcon,
    component: UpdateNewsSection,
  },
  {
    id: 'manage-venue',
    labelKey: 'manageVenue',
    icon: MapPinIcon,
    component: VenuePlaceholderSection,
  },
  {
    id: 'report',
    labelKey: 'report',
    icon: AlertTriangleIcon,
    group: 'community',
    component: ReportsSection,
  },
  {
    id: 'enquiry',
    labelKey: 'enquiry',
    icon: HelpCircleIcon,
    group: 'community',
    component: EnquiryPlaceholderSection,
  },
  { id: 'settings', labelKey: 'settings', icon: SettingsIcon, component: SettingsSection },
] as const satisfies readonly AdminSection[];

export type AdminSectionId = (typeof ADMIN_SECTIONS)[number]['id'];

export const DEFAULT_ADMIN_SECTION: AdminSection = ADMIN_SECTIONS[0];

/** The section with this id, or the default one for a missing or unknown id. */
export function findAdminSection(id: string | null): AdminSection {
  return ADMIN_SECTIONS.find((section) => section.id === id) ?? DEFAULT_ADMIN_SECTION;
}
