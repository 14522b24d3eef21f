import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { FormModal } from '@/components/admin/form-modal';
import { BilingualField } from '@/components/forms/bilingual-field';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { formSchema } from '@/lib/form-schema';
import { useMessages } from '@/lib/i18n';
import {
  AGE_BANDS,
  membershipTypeInputSchema,
  membershipTypeSchema,
  parseRinggit,
  type AgeBand,
  type DurationKind,
  type MembershipType,
} from '@app/shared/membership';
import { REFUND_RULES, type RefundRuleKind } from '@app/shared/payments/schemas';

import { useSaveMembershipType } from '../api/membership-admin';

/** What the inputs hold: the fee in RM as typed, the months as typed. */
interface MembershipTypeFormValues {
  name: string;
  nameMs: string;
  feeSen: string;
  durationKind: DurationKind;
  durationMonths: string;
  ageBand: AgeBand;
  active: boolean;
  refundRule: RefundRuleKind;
  refundUntil: string;
  refundPercent: string;
}

/** The shared schema over the form: the fee typed in RM is sent in sen. */
function membershipTypeFormSchema(feeInvalid: string) {
  return formSchema(membershipTypeInputSchema, (values: MembershipTypeFormValues, { invalid }) => {
    const feeSen = parseRinggit(values.feeSen);
    if (feeSen === null) invalid('feeSen', feeInvalid);
    const { refundRule, refundUntil, refundPercent, ...rest } = values;
    return {
      ...rest,
      feeSen: feeSen ?? 0,
      durationMonths: values.durationKind === 'months' ? Number(values.durationMonths) : null,
      refundRule: {
        rule: refundRule,
        until: refundRule === 'until' ? refundUntil || null : null,
        percent: refundRule === 'percentage' && refundPercent.trim() ? Number(refundPercent) : null,
      },
    };
  });
}

/**
 * Add or edit a membership type: name in English and Bahasa Malaysia, fee in RM (stored as sen),
 * term length, age band.
 */
export function MembershipTypeModal({
  type,
  onClose,
  onSaved,
}: {
  type: MembershipType | null;
  onClose: () => void;
  onSaved: (type: MembershipType, created: boolean) => void;
}) {
  const { membership } = useMessages();
  const t = membership.admin;
  const save = useSaveMembershipType();
  const schema = useMemo(() => membershipTypeFormSchema(t.typeFeeInvalid), [t]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      name: type?.name ?? '',
      nameMs: type?.nameMs ?? '',
      feeSen: type ? (type.feeSen / 100).toFixed(2) : '',
      durationKind: type?.durationKind ?? 'months',
      durationMonths: String(type?.durationMonths ?? 12),
      ageBand: type?.ageBand ?? 'adult',
      active: type?.active ?? true,
      refundRule: type?.refundRule.rule ?? 'none',
      refundUntil: type?.refundRule.until ?? '',
      refundPercent: type?.refundRule.percent ? String(type.refundRule.percent) : '',
    },
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  // Registered before the fields below (the bilingual field registers its own when it renders),
  // so an invalid name is the first field and takes the focus.
  register('name');
  const kind = useWatch({ control, name: 'durationKind' });
  const refundRule = useWatch({ control, name: 'refundRule' });
  const refundErrors = (
    errors as { refundRule?: { until?: { message?: string }; percent?: { message?: string } } }
  ).refundRule;
  const { submit, formError } = useFormSubmit(form, { fallback: membership.portal.failed });

  const onSubmit = submit(async (input) => {
    const saved = membershipTypeSchema.parse(
      await save.mutateAsync({ id: type?.id ?? null, input }),
    );
    onSaved(saved, !type);
  });

  return (
    <FormModal
      title={type ? t.editTypeTitle : t.newTypeTitle}
      onClose={onClose}
      isBusy={isSubmitting || save.isPending}
      error={formError}
      onSubmit={onSubmit}
      size="xl"
    >
      {/* Players read the name (portal, card, receipt): in Malay on Malay pages and documents. */}
      <BilingualField form={form} name="name" label={t.typeName} required />
      <TextField
        label={t.typeFee}
        hint={t.typeFeeHint}
        inputMode="decimal"
        error={errors.feeSen?.message}
        {...register('feeSen')}
      />
      <SelectField
        label={t.typeDuration}
        options={[
          { value: 'months', label: t.typeDurationMonths },
          { value: 'calendar_year', label: t.typeDurationYear },
        ]}
        {...register('durationKind')}
      />
      {kind === 'months' ? (
        <TextField
          label={t.typeMonths}
          inputMode="numeric"
          error={errors.durationMonths?.message}
          {...register('durationMonths')}
        />
      ) : null}
      <SelectField
        label={t.typeAgeBand}
        options={AGE_BANDS.map((band) => ({ value: band, label: membership.ageBands[band] }))}
        {...register('ageBand')}
      />
      <SelectField
        label={t.typeRefundRule}
        options={REFUND_RULES.map((rule) => ({ value: rule, label: t.typeRefundRules[rule] }))}
        {...register('refundRule')}
      />
      <p className="-mt-2 text-sm text-slate-600">{t.typeRefundRuleHint}</p>
      {refundRule === 'until' ? (
        <TextField
          label={t.typeRefundUntil}
          type="date"
          error={refundErrors?.until?.message ?? errors.refundUntil?.message}
          {...register('refundUntil')}
        />
      ) : null}
      {refundRule === 'percentage' ? (
        <TextField
          label={t.typeRefundPercent}
          inputMode="numeric"
          error={refundErrors?.percent?.message ?? errors.refundPercent?.message}
          {...register('refundPercent')}
        />
      ) : null}
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="size-4 accent-brand-700" {...register('active')} />
        {t.typeActive}
      </label>
    </FormModal>
  );
}
