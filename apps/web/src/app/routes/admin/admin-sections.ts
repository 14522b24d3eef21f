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
import { EnquiryPlaceholderSection } from '@/features/admins/components/sections/enquiry-placeholder-section';
import { SettingsSection } from '@/features/admins/components/sections/settings-section';
import { VenuePlaceholderSection } from '@/features/admins/components/sections/venue-placeholder-section';
import type { AdminSection } from '@/features/admins/utils/admin-sections';

/**
 * The admin dashboard's sections, in sidebar order (spec §2): the app composes them from the
 * admin features. To add one, build it with the admin kit (components/admin) in its feature and
 * add an entry here.
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
