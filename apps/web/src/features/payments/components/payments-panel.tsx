import { useSearchParams } from 'react-router';

import { QueryStatus } from '@/components/ui/query-status';
import { SettingsCard } from '@/components/ui/settings-card';
import { useMessages } from '@/lib/i18n';

import { useMyPayments } from '../api/get-my-payments';

import { CreditCardIcon } from './credit-card-icon';
import { OrderCard } from './order-card';
import { ReturnBanner } from './return-banner';

/**
 * The portal's Payments tab: every order, newest first, as cards; back from the gateway
 * (`?order=<id>`, `&cancelled=1` when the player backed out) what became of that order.
 */
export function PaymentsPanel() {
  const { payments } = useMessages();
  const t = payments.panel;
  const [params, setParams] = useSearchParams();
  const orderId = params.get('order');
  const leftCheckout = params.get('cancelled') === '1';
  const list = useMyPayments();
  const orders = list.data;

  const dismiss = () => {
    const next = new URLSearchParams(params);
    next.delete('order');
    next.delete('cancelled');
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <SettingsCard id="payments-title" title={t.title}>
      <div className="space-y-4">
        {orderId ? (
          <ReturnBanner
            key={orderId}
            orderId={orderId}
            leftCheckout={leftCheckout}
            onDismiss={dismiss}
          />
        ) : null}
        <p className="text-sm text-slate-600">{t.intro}</p>
        {!orders ? (
          <QueryStatus query={list} loadingText={t.loading} failedText={t.loadFailed} />
        ) : orders.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl bg-slate-50 px-4 py-8 text-center ring-1 ring-slate-200">
            <CreditCardIcon className="size-8 text-slate-400" />
            <p className="font-semibold text-slate-900">{t.empty}</p>
            <p className="text-sm text-slate-600">{t.emptyHelp}</p>
          </div>
        ) : (
          <ul aria-label={t.listLabel} className="space-y-3">
            {orders.map((order) => (
              <OrderCard key={order.id} order={order} highlighted={order.id === orderId} />
            ))}
          </ul>
        )}
      </div>
    </SettingsCard>
  );
}
