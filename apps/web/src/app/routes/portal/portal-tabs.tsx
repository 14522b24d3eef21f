import {
  BookIcon,
  ChartIcon,
  IdCardIcon,
  InboxIcon,
  LockIcon,
  ShieldIcon,
  TrophyIcon,
  UserIcon,
} from '@/components/ui/icons';
import { CompetitionPrivacyCard } from '@/features/admin-competition';
import { CompetitionStats, MyEntriesPanel } from '@/features/competition';
import { ChangePasswordCard, MembershipAtAGlance, MembershipPanel } from '@/features/membership';
import { NotificationSettingsCard } from '@/features/notifications';
import { CreditCardIcon, PaymentsPanel } from '@/features/payments';
import { RelationsCard } from '@/features/picklezone';
import { InboxPanel, ProfilePanel, type PortalTab } from '@/features/players';
import { PrivacyPanel } from '@/features/privacy';
import { AccountSecurityPanel } from '@/features/security';
import { MyTournamentsPanel } from '@/features/tournaments';
import { MyProgramsPanel, StatisticsPanel } from '@/features/training';
import { useMessages } from '@/lib/i18n';

/** Security: two-factor, sessions, and changing the password. */
function SecurityPanel() {
  const { membership } = useMessages();
  return (
    <AccountSecurityPanel
      passwordCard={{ title: membership.password.cardTitle, content: <ChangePasswordCard /> }}
    />
  );
}

/**
 * The player portal's tabs, in order (spec §2): the app composes them from the features. To add
 * one, build its panel in its feature and add an entry here (and its label in
 * `messages.players.dashboard.tabs`).
 */
export const PORTAL_TABS: readonly PortalTab[] = [
  {
    id: 'profile',
    labelKey: 'profile',
    icon: UserIcon,
    Panel: ({ player }) => <ProfilePanel player={player} membership={<MembershipAtAGlance />} />,
  },
  { id: 'membership', labelKey: 'membership', icon: IdCardIcon, Panel: () => <MembershipPanel /> },
  { id: 'payments', labelKey: 'payments', icon: CreditCardIcon, Panel: () => <PaymentsPanel /> },
  {
    id: 'inbox',
    labelKey: 'inbox',
    icon: InboxIcon,
    Panel: ({ player }) => (
      <>
        <InboxPanel playerId={player._id} />
        <NotificationSettingsCard />
        <RelationsCard />
      </>
    ),
    showsUnread: true,
  },
  {
    id: 'tournaments',
    labelKey: 'tournaments',
    icon: TrophyIcon,
    // My entries (issue 33) first, then the tournaments in the player's state.
    Panel: ({ player }) => (
      <div className="space-y-6">
        <MyEntriesPanel />
        <MyTournamentsPanel state={player.state || null} />
      </div>
    ),
  },
  {
    id: 'statistics',
    labelKey: 'statistics',
    icon: ChartIcon,
    Panel: () => (
      <div className="space-y-6">
        <CompetitionStats />
        <StatisticsPanel />
      </div>
    ),
  },
  { id: 'training', labelKey: 'training', icon: BookIcon, Panel: MyProgramsPanel },
  { id: 'security', labelKey: 'security', icon: ShieldIcon, Panel: SecurityPanel },
  {
    id: 'privacy',
    labelKey: 'privacy',
    icon: LockIcon,
    Panel: () => (
      <>
        <PrivacyPanel />
        <CompetitionPrivacyCard />
      </>
    ),
  },
];
