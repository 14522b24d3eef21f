import { useState } from 'react';

import { formatIcNumber } from '@app/shared/ic-number';

import { useRevealIcNumber } from '../api/reveal-ic-number';

export interface IcNumberRevealLabels {
  show: string;
  hide: string;
  failed: string;
}

/**
 * A masked IC number with a "show" button. The full number is asked for only on that click
 * (staff reveals are audited on the server) and dropped again on "hide" or when the component
 * goes away; it is never kept in the query cache.
 */
export function IcNumberReveal({
  playerId,
  masked,
  labels,
}: {
  playerId: string;
  masked: string;
  labels: IcNumberRevealLabels;
}) {
  const reveal = useRevealIcNumber();
  const [shown, setShown] = useState<string | null>(null);

  function toggle() {
    if (shown) {
      setShown(null);
      reveal.reset();
      return;
    }
    reveal.mutate(playerId, { onSuccess: (icNumber) => setShown(formatIcNumber(icNumber)) });
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="font-mono tabular-nums" aria-live="polite">
        {shown ?? masked}
      </span>
      <button
        type="button"
        className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
        onClick={toggle}
        disabled={reveal.isPending}
        aria-pressed={shown !== null}
      >
        {shown ? labels.hide : labels.show}
      </button>
      {reveal.isError ? (
        <span role="alert" className="text-sm text-red-700">
          {labels.failed}
        </span>
      ) : null}
    </span>
  );
}
