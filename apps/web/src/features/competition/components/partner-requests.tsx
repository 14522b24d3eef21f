import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { divisionLabel } from '@app/shared/competition/categories';
import type { PartnerRequest } from '@app/shared/competition/entries';

import { useEntryAction } from '../api/run-entry-action';

/** Entries that name me as partner: confirm or decline each before its deadline. */
export function PartnerRequests({
  requests,
  onDone,
}: {
  requests: PartnerRequest[];
  onDone: (message: string) => void;
}) {
  const m = useMessages();
  const t = m.competition.myEntries;
  const locale = useLocale();
  const run = useEntryAction();
  const [error, setError] = useState<string | null>(null);
  if (requests.length === 0) return null;

  const answer = (id: string, action: 'confirm' | 'decline') => {
    if (run.isPending) return;
    setError(null);
    run.mutate(
      { id, action },
      {
        onSuccess: () => onDone(t.done[action]),
        onError: (cause) =>
          setError(errorText(cause, { fallback: t.failed, network: m.common.networkError })),
      },
    );
  };

  return (
    <section aria-labelledby="partner-requests" className="mt-6">
      <h3 id="partner-requests" className="text-base font-bold text-brand-900">
        {t.requests}
      </h3>
      <ul className="mt-3 space-y-3">
        {requests.map((r) => {
          const division = `${r.tournamentName}: ${divisionLabel(r, locale)}`;
          const who = { name: r.entrant.fullName, division };
          return (
            <li key={r.id} className="rounded-2xl border border-amber-300 bg-amber-50 p-4">
              <p className="text-sm text-slate-900">
                {formatMessage(t.requestFrom, { ...who, memberId: r.entrant.memberId })}
              </p>
              <p className="mt-1 text-sm text-slate-700">
                {formatMessage(t.requestDeadline, { deadline: formatDateTime(r.partnerDeadline) })}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  size="sm"
                  disabled={run.isPending}
                  aria-label={formatMessage(t.confirmLabel, who)}
                  onClick={() => answer(r.id, 'confirm')}
                >
                  {t.confirm}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={run.isPending}
                  aria-label={formatMessage(t.declineLabel, who)}
                  onClick={() => answer(r.id, 'decline')}
                >
                  {t.decline}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <FormAlert message={error} />
    </section>
  );
}
