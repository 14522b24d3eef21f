import { cn } from '@/components/ui/class-names';
import { AlertCircleIcon, CheckCircleIcon, ClockIcon } from '@/components/ui/icons';
import { useMessages } from '@/lib/i18n';
import type { MembershipStatus } from '@app/shared/membership';

import { STATUS_TONE } from '../utils/format';

const ICON = {
  active: CheckCircleIcon,
  grace: ClockIcon,
  expired: AlertCircleIcon,
  suspended: AlertCircleIcon,
  cancelled: AlertCircleIcon,
  none: AlertCircleIcon,
} as const;

/** A membership status: its words, an icon and a colour (never colour alone). */
export function MembershipStatusBadge({
  status,
  size = 'md',
}: {
  status: MembershipStatus;
  size?: 'md' | 'lg';
}) {
  const { membership } = useMessages();
  const Icon = ICON[status];
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full font-bold whitespace-nowrap ring-2 ring-inset',
        STATUS_TONE[status],
        size === 'lg' ? 'px-5 py-2.5 text-2xl uppercase tracking-wide' : 'px-2.5 py-0.5 text-xs',
      )}
    >
      <Icon className={size === 'lg' ? 'size-7' : 'size-3.5'} />
      {membership.status[status]}
    </span>
  );
}
