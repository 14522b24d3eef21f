import {
  AlertTriangleIcon,
  BookIcon,
  ClipboardIcon,
  ClockIcon,
  FlagIcon,
  HelpCircleIcon,
  IdCardIcon,
  LockIcon,
  MailIcon,
  MapPinIcon,
  NewspaperIcon,
  SettingsIcon,
  TrophyIcon,
  ShieldIcon,
  UsersIcon,
} from '@/components/ui/icons';
import { DirectorySection } from '@/features/admin-directory';
import { EnquiriesSection } from '@/features/admin-enquiries';
import { MembershipSection } from '@/features/admin-membership';
import { MilestonesSection } from '@/features/admin-milestones';
import { UpdateNewsSection } from '@/features/admin-news';
import { AffiliatesSection, OfficeBearersSection } from '@/features/admin-organisation';
import { ManagePlayersSection, MessagesSection } from '@/features/admin-players';
import { DataRequestsSection, RetentionSection } from '@/features/admin-privacy';
import { ManageClinicsSection, ManageCoursesSection } from '@/features/admin-programs';
import { ReportsSection } from '@/features/admin-reports';
import { AuditLogSection, StaffSection } from '@/features/admin-staff';
import { ManageTournamentsSection } from '@/features/admin-tournaments';
import { SettingsSection, type AdminSection } from '@/features/admins';

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
    roles: ['tournament_officer'],
  },
  {
    id: 'manage-players',
    labelKey: 'managePlayers',
    icon: UsersIcon,
    component: ManagePlayersSection,
    roles: ['membership_officer'],
  },
  {
    id: 'membership',
    labelKey: 'membership',
    icon: IdCardIcon,
    component: MembershipSection,
    roles: ['membership_officer'],
  },
  {
    id: 'data-requests',
    labelKey: 'dataRequests',
    icon: LockIcon,
    component: DataRequestsSection,
    roles: ['membership_officer'],
  },
  {
    id: 'messages',
    labelKey: 'messages',
    icon: MailIcon,
    component: MessagesSection,
    roles: ['membership_officer'],
  },
  {
    id: 'manage-courses',
    labelKey: 'manageCourses',
    icon: BookIcon,
    component: ManageCoursesSection,
    roles: ['content_editor'],
  },
  {
    id: 'manage-clinics',
    labelKey: 'manageClinics',
    icon: ClipboardIcon,
    component: ManageClinicsSection,
    roles: ['content_editor'],
  },
  {
    id: 'manage-journey',
    labelKey: 'manageJourney',
    icon: FlagIcon,
    component: MilestonesSection,
    roles: ['content_editor'],
  },
  {
    id: 'manage-organisation',
    labelKey: 'manageOrganisation',
    icon: UsersIcon,
    component: OfficeBearersSection,
    roles: ['content_editor'],
  },
  {
    id: 'manage-affiliates',
    labelKey: 'manageAffiliates',
    icon: ShieldIcon,
    component: AffiliatesSection,
    roles: ['content_editor'],
  },
  {
    id: 'update-news',
    labelKey: 'updateNews',
    icon: NewspaperIcon,
    component: UpdateNewsSection,
    roles: ['content_editor'],
  },
  {
    id: 'manage-venue',
    labelKey: 'manageVenue',
    icon: MapPinIcon,
    component: DirectorySection,
    roles: ['tournament_officer', 'content_editor'],
  },
  {
    id: 'report',
    labelKey: 'report',
    icon: AlertTriangleIcon,
    group: 'community',
    component: ReportsSection,
    roles: ['moderator'],
  },
  {
    id: 'enquiry',
    labelKey: 'enquiry',
    icon: HelpCircleIcon,
    group: 'community',
    component: EnquiriesSection,
    roles: 'any',
  },
  {
    id: 'staff',
    labelKey: 'staff',
    icon: ShieldIcon,
    group: 'administration',
    component: StaffSection,
    roles: ['super_admin'],
  },
  {
    id: 'audit-log',
    labelKey: 'auditLog',
    icon: ClipboardIcon,
    group: 'administration',
    component: AuditLogSection,
    roles: ['super_admin'],
  },
  {
    id: 'data-retention',
    labelKey: 'dataRetention',
    icon: ClockIcon,
    group: 'administration',
    component: RetentionSection,
    roles: ['super_admin'],
  },
  {
    id: 'settings',
    labelKey: 'settings',
    icon: SettingsIcon,
    component: SettingsSection,
    roles: 'any',
  },
] as const satisfies readonly AdminSection[];
