import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { EnglishOnlyNote } from '@/components/ui/english-only-note';
import { FormAlert } from '@/components/ui/form/form-messages';
import { SelectField } from '@/components/ui/form/select-field';
import { ButtonSpinner } from '@/components/ui/spinner';
import {
  OpenOrderBox,
  PayOnlineButton,
  useMembershipCheckout,
  useMyPayments,
  usePaymentOptions,
} from '@/features/payments';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { renewalRequestInputSchema, type MembershipSummary } from '@app/shared/membership';
import { describeRefundRule } from '@app/shared/payments/refund-rule';
import { localizeText } from '@app/shared/translations';

import { useCancelRenewal } from '../api/cancel-renewal';
import { useRequestRenewal } from '../api/request-renewal';
import { durationText, formatRinggit, typeNameIn } from '../utils/format';

/**
 * Renew, or join for a first-time (or former, cancelled) member: choose a type, see the fee and
 * how to pay (online when the site takes it, or by bank transfer); then the order or the pending
 * request.
 */
export function RenewBox({ summary }: { summary: MembershipSummary }) {
  const { membership, common, payments } = useMessages();
  const t = membership.portal;
  const locale = useLocale();
  const request = useRequestRenewal();
  const cancel = useCancelRenewal();
  const paymentOptions = usePaymentOptions();
  const online = paymentOptions.online;
  const orders = useMyPayments({ enabled: online });
  const checkout = useMembershipCheckout();
  const options = summary.renewalOptions;
  const form = useForm({
    resolver: zodResolver(renewalRequestInputSchema),
    defaultValues: {
      typeId: (options.find((o) => o.id === summary.typeId) ?? options[0])?.id ?? '',
      // One key per request: a double click or a retry after a lost answer makes one request.
      idempotencyKey: crypto.randomUUID(),
    },
  });
  const typeId = useWatch({ control: form.control, name: 'typeId' });
  const chosen = options.find((o) => o.id === typeId) ?? options[0];
  const { submit, formError } = useFormSubmit(form, { fallback: t.failed });
  const failureText =
    formError ??
    (cancel.error
      ? errorText(cancel.error, { fallback: t.failed, network: common.networkError })
      : null);
  const isMember = summary.status !== 'none' && summary.status !== 'cancelled';
  const pending = summary.pendingRenewal;
  // Staff's own words: in Malay on a Malay page when they wrote them in Malay.
  const instructions = localizeText(
    summary.paymentInstructions,
    summary.paymentInstructionsMs,
    locale,
  );

  // A checkout already started for a membership: finish or cancel it, not a second one.
  const openOrder = online
    ? orders.data?.find((order) => order.purpose === 'membership' && order.status === 'open')
    : undefined;
  if (openOrder) return <OpenOrderBox order={openOrder} />;

  if (pending)
    return (
      <div className="space-y-3" data-testid="pending-renewal">
        <h3 className="font-semibold text-slate-900">
          {isMember ? t.pendingTitle : t.joinPendingTitle}
        </h3>
        <p className="text-sm text-slate-700">
          {formatMessage(isMember ? t.pendingIntro : t.joinPendingIntro, {
            fee: formatRinggit(pending.feeSen),
            type: typeNameIn(locale, pending.typeName, pending.typeNameMs),
          })}
        </p>
        <p className="text-sm">
          <span className="text-slate-600">{t.reference}: </span>
          <span className="rounded bg-slate-100 px-2 py-1 font-mono font-bold text-slate-900">
            {pending.paymentReference}
          </span>
        </p>
        <div className="rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-700 ring-1 ring-slate-200">
          <p className="mb-1 font-semibold text-slate-900">
            {t.howToPay}
            <EnglishOnlyNote lang={instructions.lang} className="ms-2 align-middle" />
          </p>
          <span lang={instructions.lang}>{instructions.value}</span>
        </div>
        <FormAlert message={failureText} />
        <Button
          size="sm"
          variant="outline"
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(pending.id, {
              onSuccess: () => form.setValue('idempotencyKey', crypto.randomUUID()),
            })
          }
        >
          {cancel.isPending ? t.cancelling : t.cancelRequest}
        </Button>
      </div>
    );

  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-slate-900">{isMember ? t.renewTitle : t.joinTitle}</h3>
      {options.length === 0 || !chosen ? (
        <p className="text-sm text-slate-600">{t.noOptions}</p>
      ) : (
        <form
          className="space-y-3"
          onSubmit={submit(async (input) => {
            cancel.reset();
            await request.mutateAsync(input);
          })}
        >
          {isMember ? <p className="text-sm text-slate-600">{t.renewIntro}</p> : null}
          <SelectField
            label={t.chooseType}
            error={form.formState.errors.typeId?.message}
            // The name alone: a long 'name · fee · length' is cut off in a phone's select.
            options={options.map((o) => ({
              value: o.id,
              label: typeNameIn(locale, o.name, o.nameMs),
            }))}
            {...form.register('typeId')}
          />
          <p className="text-sm">
            <span className="text-slate-600">{t.fee}: </span>
            <span className="font-bold text-slate-900">{formatRinggit(chosen.feeSen)}</span>
            <span className="text-slate-600"> · {durationText(chosen, membership.duration)}</span>
          </p>
          {online ? (
            <>
              <p className="text-sm text-slate-700">
                {describeRefundRule(chosen.refundRule, locale)}
              </p>
              <PayOnlineButton
                amountSen={chosen.feeSen}
                onPay={(idempotencyKey) =>
                  checkout.mutateAsync({ typeId: chosen.id, idempotencyKey })
                }
              />
              <div className="space-y-2 border-t border-slate-200 pt-3">
                <p className="text-sm font-medium text-slate-700">{payments.pay.orTransfer}</p>
                <FormAlert message={failureText} />
                <Button type="submit" variant="outline" disabled={request.isPending}>
                  {request.isPending ? t.requesting : payments.pay.payByTransfer}
                </Button>
              </div>
            </>
          ) : paymentOptions.isPending ? null : (
            <>
              <FormAlert message={failureText} />
              <Button type="submit" disabled={request.isPending}>
                {request.isPending ? <ButtonSpinner /> : null}
                {request.isPending ? t.requesting : isMember ? t.request : t.join}
              </Button>
            </>
          )}
        </form>
      )}
    </div>
  );
}
