import { useState } from 'react';

import { Button, buttonClassName } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { Modal } from '@/components/ui/modal';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { formatRinggit } from '@app/shared/membership';
import type { PaymentOrder } from '@app/shared/payments/schemas';

import { useCancelPayment } from '../api/cancel-payment';
import { canResume, orderDescription } from '../utils/order';

/**
 * Resume (back to the gateway's page) and Cancel (after a confirmation) for an open order;
 * nothing while the order is closed or an FPX payment is being confirmed.
 */
export function OrderActions({ order }: { order: PaymentOrder }) {
  const { payments, common } = useMessages();
  const t = payments.open;
  const locale = useLocale();
  const cancel = useCancelPayment();
  const [confirming, setConfirming] = useState(false);
  const cancelled = cancel.isSuccess && cancel.data.id === order.id;

  const failure = cancel.error
    ? errorText(cancel.error, { fallback: t.cancelFailed, network: common.networkError })
    : null;

  // Closed meanwhile (cancelled here, or paid or expired elsewhere): say what became of it.
  if (!canResume(order)) {
    if (cancelled) return <FormSuccess withIcon message={t.cancelled} />;
    return failure ? <FormAlert message={failure} /> : null;
  }

  const close = () => setConfirming(false);
  const confirm = () => cancel.mutate(order.id, { onSuccess: close, onError: close });

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {order.checkoutUrl ? (
          <a href={order.checkoutUrl} className={buttonClassName({ size: 'sm' })}>
            {t.resume}
          </a>
        ) : null}
        <Button
          size="sm"
          variant="outline"
          disabled={cancel.isPending}
          onClick={() => {
            cancel.reset();
            setConfirming(true);
          }}
        >
          {t.cancel}
        </Button>
      </div>
      <FormAlert message={failure} />
      <Modal
        open={confirming}
        onClose={close}
        title={t.confirmTitle}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={close} disabled={cancel.isPending}>
              {t.confirmKeep}
            </Button>
            <Button variant="danger" onClick={confirm} disabled={cancel.isPending}>
              {cancel.isPending ? t.cancelling : t.confirmCancel}
            </Button>
          </>
        }
      >
        <p className="text-sm">
          {formatMessage(t.confirmBody, {
            amount: formatRinggit(order.amountSen),
            description: orderDescription(order, locale).value,
          })}
        </p>
      </Modal>
    </div>
  );
}
