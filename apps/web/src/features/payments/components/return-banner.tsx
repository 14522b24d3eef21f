import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
import { AlertCircleIcon, CheckCircleIcon, ClockIcon, CloseIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { PaymentOrder } from '@app/shared/payments/schemas';

import { AFTER_PAYMENT_KEYS, POLL_FOR_MS, isUnsettled, useMyPayment } from '../api/get-my-payments';

type Tone = 'info' | 'success' | 'error';

const TONES: Record<Tone, string> = {
  info: 'border-slate-200 bg-slate-50 text-slate-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  error: 'border-red-200 bg-red-50 text-red-800',
};

const ICONS = { info: ClockIcon, success: CheckCircleIcon, error: AlertCircleIcon } as const;

export interface ReturnBannerProps {
  orderId: string;
  /** The player backed out of the gateway's page (`&cancelled=1`): nothing to wait for. */
  leftCheckout: boolean;
  onDismiss: () => void;
}

/**
 * Back from the gateway's page: what became of the order. The gateway's notice may come after
 * the player, so an open order is asked about every 2 s for 2 minutes (then we say we are still
 * confirming); once paid, the membership, card and list are fetched again.
 */
export function ReturnBanner({ orderId, leftCheckout, onDismiss }: ReturnBannerProps) {
  const { payments, common } = useMessages();
  const t = payments.banner;
  const queryClient = useQueryClient();
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    setTimedOut(false);
    const timer = setTimeout(() => setTimedOut(true), POLL_FOR_MS);
    return () => clearTimeout(timer);
  }, [orderId]);
  // Backed out of the gateway's page: nothing to wait for, unless the bank is still confirming.
  const waitsFor = (order: PaymentOrder) =>
    !timedOut && (!leftCheckout || order.progress === 'processing');
  const query = useMyPayment(orderId, { poll: waitsFor });
  const order = query.data;

  // Refresh what the order's new state changed (term, receipt, card, list) when it changes.
  const seen = useRef<string | null>(null);
  const state = order ? `${order.status}/${order.progress ?? ''}` : null;
  useEffect(() => {
    if (state === null) return;
    if (seen.current !== null && seen.current !== state)
      for (const queryKey of AFTER_PAYMENT_KEYS)
        void queryClient.invalidateQueries({ queryKey, exact: true });
    seen.current = state;
  }, [state, queryClient]);

  if (!order) {
    if (query.isPending)
      return (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-5 border-2" /> {t.checking}
        </p>
      );
    return (
      <div role="alert" className={cn('space-y-2 rounded-xl border p-4 text-sm', TONES.error)}>
        <p>{t.loadFailed}</p>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {common.retry}
        </Button>
      </div>
    );
  }

  const [tone, text] = outcome(order, { leftCheckout, timedOut }, t);
  const Icon = ICONS[tone];
  const waiting = isUnsettled(order) && waitsFor(order);
  return (
    <div
      role="status"
      data-testid="payment-return"
      className={cn(
        'flex items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium',
        TONES[tone],
      )}
    >
      {waiting ? (
        <Spinner className="mt-0.5 size-4 shrink-0 border-2" />
      ) : (
        <Icon className="mt-0.5 size-4 shrink-0" />
      )}
      <p className="min-w-0 flex-1 break-words">{text}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t.dismiss}
        className="-m-1 shrink-0 rounded-full p-1 opacity-70 hover:bg-black/5 hover:opacity-100"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}

function outcome(
  order: PaymentOrder,
  { leftCheckout, timedOut }: { leftCheckout: boolean; timedOut: boolean },
  t: ReturnType<typeof useMessages>['payments']['banner'],
): [Tone, string] {
  switch (order.status) {
    case 'paid':
      return [
        'success',
        order.receiptNumber
          ? formatMessage(t.paid, { number: order.receiptNumber })
          : t.paidNoReceipt,
      ];
    case 'failed':
      return ['error', t.failed];
    case 'expired':
      return ['info', t.expired];
    case 'cancelled':
      return ['info', t.cancelledOrder];
    case 'open':
      if (leftCheckout && order.progress !== 'processing') return ['info', t.leftCheckout];
      return ['info', timedOut ? t.stillConfirming : t.confirming];
  }
}
