import { useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { Modal } from '@/components/ui/modal';
import { ButtonSpinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { divisionLabel } from '@app/shared/competition/categories';
import type { MyEntry } from '@app/shared/competition/entries';
import { formatRinggit } from '@app/shared/membership';
import { describeRefundRule } from '@app/shared/payments/refund-rule';

import { useCompetition } from '../api/get-competition';
import { useEntryAction } from '../api/run-entry-action';

/**
 * "Withdraw from …?": states the tournament's refund rule and what was paid before the player
 * confirms; says what was refunded afterwards (through `onDone`).
 */
export function WithdrawDialog({
  entry,
  onClose,
  onDone,
}: {
  entry: MyEntry;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const m = useMessages();
  const t = m.competition.myEntries;
  const locale = useLocale();
  const competition = useCompetition(entry.tournament.id);
  const run = useEntryAction();
  const busy = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const division = divisionLabel(entry, locale);
  const paid = entry.role === 'entrant' ? entry.paidSen : entry.partnerPaidSen;
  const rule = competition.data
    ? describeRefundRule(competition.data.refundRule, locale)
    : competition.isPending
      ? '…'
      : null;

  const withdraw = () => {
    if (busy.current) return;
    busy.current = true;
    setError(null);
    run.mutate(
      { id: entry.id, action: 'withdraw' },
      {
        onSuccess: (result) => {
          onDone(
            result.refundedSen > 0
              ? formatMessage(t.refunded, { amount: formatRinggit(result.refundedSen) })
              : result.paidSen > 0
                ? t.noRefund
                : t.withdrawn,
          );
        },
        onError: (cause) => {
          busy.current = false;
          setError(errorText(cause, { fallback: t.failed, network: m.common.networkError }));
        },
      },
    );
  };

  return (
    <Modal
      open
      size="sm"
      onClose={onClose}
      title={formatMessage(t.withdrawTitle, { division })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={run.isPending}>
            {t.keep}
          </Button>
          <Button
            variant="danger"
            onClick={withdraw}
            disabled={run.isPending}
            aria-busy={run.isPending}
          >
            {run.isPending ? <ButtonSpinner /> : null}
            {t.withdrawConfirm}
          </Button>
        </>
      }
    >
      <div className="space-y-2 text-sm text-slate-800">
        <p>
          {formatMessage(t.withdrawBody, {
            tournament: entry.tournament.name,
            partnerNote: entry.partner ? t.withdrawPartner : '',
          }).trim()}
        </p>
        {rule ? <p className="font-semibold">{formatMessage(t.withdrawRule, { rule })}</p> : null}
        {paid > 0 ? <p>{formatMessage(t.withdrawPaid, { amount: formatRinggit(paid) })}</p> : null}
        <FormAlert message={error} />
      </div>
    </Modal>
  );
}
