import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { ButtonSpinner } from '@/components/ui/spinner';
import { ApiError, NetworkError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { formatRinggit } from '@app/shared/membership';
import type { CheckoutResult } from '@app/shared/payments/schemas';

import { myPaymentsKey } from '../api/get-my-payments';
import { usePaymentOptions } from '../api/get-payment-options';
import { methodsText } from '../utils/order';

import { CreditCardIcon } from './credit-card-icon';

export interface PayOnlineButtonProps {
  amountSen: number;
  /** Opens the checkout; called once per attempt with that attempt's idempotency key. */
  onPay: (idempotencyKey: string) => Promise<CheckoutResult>;
}

/**
 * "Pay online · RM x": one checkout per attempt (one idempotency key, kept when the answer was
 * lost so a retry finds the same order), then the whole page goes to the gateway's page.
 */
export function PayOnlineButton({ amountSen, onPay }: PayOnlineButtonProps) {
  const { payments } = useMessages();
  const t = payments.pay;
  const locale = useLocale();
  const { methods } = usePaymentOptions();
  const queryClient = useQueryClient();
  const key = useRef<string | null>(null);
  const busy = useRef(false);
  const [state, setState] = useState<'idle' | 'pending' | 'leaving'>('idle');
  const [error, setError] = useState<string | null>(null);

  // Back from the gateway's page through the browser's history: the page may come back as it was.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      key.current = null;
      setState('idle');
      void queryClient.invalidateQueries({ queryKey: myPaymentsKey });
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [queryClient]);

  const pay = async () => {
    // A second click before React re-renders must not start a second checkout.
    if (busy.current) return;
    busy.current = true;
    setError(null);
    setState('pending');
    key.current ??= crypto.randomUUID();
    try {
      const result = await onPay(key.current);
      setState('leaving');
      window.location.assign(result.checkoutUrl);
    } catch (err) {
      // A definite answer ends the attempt; a lost one is retried with the same key.
      if (!(err instanceof NetworkError)) key.current = null;
      // An order already open for this: the page offers to resume or cancel it instead.
      if (err instanceof ApiError && err.status === 409)
        void queryClient.invalidateQueries({ queryKey: myPaymentsKey });
      busy.current = false;
      setState('idle');
      setError(errorText(err, { fallback: t.failed, network: t.networkError }));
    }
  };

  return (
    <div className="space-y-2">
      <Button onClick={() => void pay()} disabled={state !== 'idle'} aria-busy={state !== 'idle'}>
        {state === 'idle' ? <CreditCardIcon className="size-4" /> : <ButtonSpinner />}
        {state === 'idle'
          ? formatMessage(t.payOnline, { amount: formatRinggit(amountSen) })
          : t.opening}
      </Button>
      {methods.length > 0 ? (
        <p className="text-xs text-slate-600">
          {formatMessage(t.methodsNote, {
            methods: methodsText(methods, payments.methods, locale),
          })}
        </p>
      ) : null}
      <FormAlert message={error} />
    </div>
  );
}
