import { PublicLayout } from '@/components/layouts/public-layout';
import { PolicyLinks } from '@/features/legal';
import { NotificationBellSlot } from '@/features/notifications';

/**
 * The public site's frame: the public layout with the legal feature's policy links in its
 * footer and the notifications bell in its header (for a signed-in player).
 */
export function PublicFrame() {
  return (
    <PublicLayout
      policyLinks={<PolicyLinks />}
      renderAccount={(tone) => <NotificationBellSlot tone={tone} />}
    />
  );
}
