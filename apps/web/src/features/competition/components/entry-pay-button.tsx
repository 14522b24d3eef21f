import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { ButtonSpinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { formatRinggit } from '@app/shared/membership';

import { competitionKey } from '../api/keys';
import { startEntryCheckout } from '../api/run-entry-action';

/**
 * "Pay RM x" for an entry's fee (my share): one checkout at a time (the server resumes an open
 * one), then the whole page goes to the gateway's page, as the payments feature's button does.
 */
export function EntryPayButton({
  entryId,
  amountSen,
  size = 'sm',
}: {
  entryId: string;
  amountSen: number;
  size?: 'sm' | 'md';
}) {
  const { competition, common } = useMessages();
  const t = competition.myEntries;
  const queryClient = useQueryClient();
  const busy = useRef(false);
  const [state, setState] = useState<'idle' | 'pending' | 'leaving'>('idle');
  const [error, setError] = useState<string | null>(null);

  // Back from the gateway's page through the browser's history: the page may come back as it was.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setState('idle');
      void queryClient.invalidateQueries({ queryKey: competitionKey });
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
    try {
      const checkout = await startEntryCheckout(entryId);
      setState('leaving');
      window.location.assign(checkout.checkoutUrl);
    } catch (cause) {
      busy.current = false;
      setState('idle');
      setError(errorText(cause, { fallback: t.payFailed, network: common.networkError }));
      void queryClient.invalidateQueries({ queryKey: competitionKey });
    }
  };

  return (
    <div className="space-y-2">
      <Button
        size={size}
        onClick={() => void pay()}
        disabled={state !== 'idle'}
        aria-busy={state !== 'idle'}
      >
        {state === 'idle' ? null : <ButtonSpinner />}
        {state === 'idle' ? formatMessage(t.pay, { amount: formatRinggit(amountSen) }) : t.paying}
      </Button>
      <FormAlert message={error} />
    </div>
  );
}
