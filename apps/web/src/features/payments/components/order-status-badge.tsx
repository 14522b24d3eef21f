import { cn } from '@/components/ui/class-names';
import { AlertCircleIcon, CheckCircleIcon, ClockIcon } from '@/components/ui/icons';
import { useMessages } from '@/lib/i18n';

import type { OrderBadge } from '../utils/order';

const TONE: Record<OrderBadge, string> = {
  open: 'bg-amber-50 text-amber-900 ring-amber-500',
  processing: 'bg-sky-50 text-sky-900 ring-sky-600',
  paid: 'bg-emerald-50 text-emerald-900 ring-emerald-600',
  partlyRefunded: 'bg-emerald-50 text-emerald-900 ring-emerald-600',
  refunded: 'bg-slate-100 text-slate-800 ring-slate-500',
  failed: 'bg-red-50 text-red-900 ring-red-600',
  expired: 'bg-slate-100 text-slate-800 ring-slate-500',
  cancelled: 'bg-slate-100 text-slate-800 ring-slate-500',
};

const ICON = {
  open: ClockIcon,
  processing: ClockIcon,
  paid: CheckCircleIcon,
  partlyRefunded: CheckCircleIcon,
  refunded: AlertCircleIcon,
  failed: AlertCircleIcon,
  expired: AlertCircleIcon,
  cancelled: AlertCircleIcon,
} as const;

/** An order's status: its words, an icon and a colour (never colour alone). */
export function OrderStatusBadge({ badge }: { badge: OrderBadge }) {
  const { payments } = useMessages();
  const Icon = ICON[badge];
  return (
    <span
      data-status={badge}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-2 ring-inset',
        TONE[badge],
      )}
    >
      <Icon className="size-3.5" />
      {payments.status[badge]}
    </span>
  );
}
