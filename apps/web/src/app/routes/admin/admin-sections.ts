import {
  AlertTriangleIcon,
  BookIcon,
  ChartIcon,
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
import { CompetitionSetupSection } from '@/features/admin-competition';
import { DirectorySection } from '@/features/admin-directory';
import { EnquiriesSection } from '@/features/admin-enquiries';
import { FinanceSection } from '@/features/admin-finance';
import { MembershipSection } from '@/features/admin-membership';
import { MilestonesSection } from '@/features/admin-milestones';
import { UpdateNewsSection } from '@/features/admin-news';
import { AffiliatesSection, OfficeBearersSection } from '@/features/admin-organisation';
import { ManagePlayersSection, MessagesSection } from '@/features/admin-players';
import { DataRequestsSection, RetentionSection } from '@/features/admin-privacy';
import { ManageClinicsSection, ManageCoursesSection } from '@/features/admin-programs';
import { ReportsSection } from '@/features/admin-reports';
import { EntriesSection, RankingRulesSection, ResultsSection } from '@/features/admin-results';
import { AuditLogSection, StaffSection } from '@/features/admin-staff';
import { ManageTournamentsSection } from '@/features/admin-tournaments';
import { OverviewSection, SettingsSection, type AdminSection } from '@/features/admins';

/**
 * The admin dashboard's sections, in sidebar order: the app composes them from the admin
 * features. The first (the overview) opens when the URL names no section; the others are
 * grouped (competition, members, content, community, administration), and the sidebar shows
 * each group as one collapsible list. To add one, build it with the admin kit
 * (components/admin) in its feature and add an entry here.
 */
export const ADMIN_SECTIONS = [
  {
    id: 'overview',
    labelKey: 'overview',
    icon: ChartIcon,
    component: OverviewSection,
    roles: 'any',
  },
  {
    id: 'manage-tournament',
    labelKey: 'manageTournament',
    icon: TrophyIcon,
    group: 'competition',
    component: ManageTournamentsSection,
    roles: ['tournament_officer'],
  },
  {
    id: 'competition-setup',
    labelKey: 'competitionSetup',
    icon: TrophyIcon,
    group: 'competition',
    component: CompetitionSetupSection,
    roles: ['tournament_officer'],
  },
  {
    id: 'competition-entries',
    labelKey: 'competitionEntries',
    icon: UsersIcon,
    group: 'competition',
    component: EntriesSection,
    roles: ['tournament_officer'],
  },
  {
    id: 'competition-results',
    labelKey: 'competitionResults',
    icon: FlagIcon,
    group: 'competition',
    component: ResultsSection,
    roles: ['tournament_officer'],
  },
  {
    id: 'ranking-rules',
    labelKey: 'rankingRules',
    icon: ChartIcon,
    group: 'competition',
    component: RankingRulesSection,
    roles: ['tournament_officer'],
  },
  {
    id: 'manage-venue',
    labelKey: 'manageVenue',
    icon: MapPinIcon,
    group: 'competition',
    component: DirectorySection,
    roles: ['tournament_officer', 'content_editor'],
  },
  {
    id: 'manage-players',
    labelKey: 'managePlayers',
    icon: UsersIcon,
    group: 'members',
    component: ManagePlayersSection,
    roles: ['membership_officer'],
  },
  {
    id: 'membership',
    labelKey: 'membership',
    icon: IdCardIcon,
    group: 'members',
    component: MembershipSection,
    roles: ['membership_officer'],
  },
  {
    id: 'finance',
    labelKey: 'finance',
    icon: ChartIcon,
    group: 'members',
    component: FinanceSection,
    roles: ['treasurer'],
  },
  {
    id: 'data-requests',
    labelKey: 'dataRequests',
    icon: LockIcon,
    group: 'members',
    component: DataRequestsSection,
    roles: ['membership_officer'],
  },
  {
    id: 'messages',
    labelKey: 'messages',
    icon: MailIcon,
    group: 'members',
    component: MessagesSection,
    roles: ['membership_officer'],
  },
  {
    id: 'manage-courses',
    labelKey: 'manageCourses',
    icon: BookIcon,
    group: 'content',
    component: ManageCoursesSection,
    roles: ['content_editor'],
  },
  {
    id: 'manage-clinics',
    labelKey: 'manageClinics',
    icon: ClipboardIcon,
    group: 'content',
    component: ManageClinicsSection,
    roles: ['content_editor'],
  },
  {
    id: 'manage-journey',
    labelKey: 'manageJourney',
    icon: FlagIcon,
    group: 'content',
    component: MilestonesSection,
    roles: ['content_editor'],
  },
  {
    id: 'manage-organisation',
    labelKey: 'manageOrganisation',
    icon: UsersIcon,
    group: 'content',
    component: OfficeBearersSection,
    roles: ['content_editor'],
  },
  {
    id: 'manage-affiliates',
    labelKey: 'manageAffiliates',
    icon: ShieldIcon,
    group: 'content',
    component: AffiliatesSection,
    roles: ['content_editor'],
  },
  {
    id: 'update-news',
    labelKey: 'updateNews',
    icon: NewspaperIcon,
    group: 'content',
    component: UpdateNewsSection,
    roles: ['content_editor'],
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
    group: 'administration',
    component: SettingsSection,
    roles: 'any',
  },
] as const satisfies readonly AdminSection[];
