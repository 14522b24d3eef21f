import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import {
  entrySettingsInputSchema,
  type EntrySettings,
  type Tier,
} from '@app/shared/competition/setup';
import { REFUND_RULES } from '@app/shared/payments/schemas';

import { useSaveEntrySettings } from '../api/save-entry-settings';
import { applyIssues } from '../utils/apply-issues';
import { fromMalaysiaInput, toMalaysiaInput } from '../utils/malaysia-time';

const FIELDS = [
  'takesEntries',
  'opensAt',
  'closesAt',
  'tierCode',
  'maxEntriesPerPlayer',
  'partnerWindowHours',
  'refundRule.rule',
  'refundRule.until',
  'refundRule.percent',
] as const;

const toNumber = (value: string) => (value.trim() === '' ? null : Number(value));

/** A tournament's entry window (Malaysia time), tier, limits and refund rule. */
export function EntrySettingsForm({
  tournamentId,
  settings,
  tiers,
}: {
  tournamentId: string;
  settings: EntrySettings;
  tiers: readonly Tier[];
}) {
  const t = useMessages().adminTournaments.competition.settings;
  const locale = useLocale();
  const save = useSaveEntrySettings();
  const form = useForm({
    defaultValues: {
      takesEntries: settings.takesEntries,
      opensAt: toMalaysiaInput(settings.opensAt),
      closesAt: toMalaysiaInput(settings.closesAt),
      tierCode: settings.tierCode,
      maxEntriesPerPlayer: String(settings.maxEntriesPerPlayer),
      partnerWindowHours: String(settings.partnerWindowHours),
      refundRule: {
        rule: settings.refundRule.rule,
        until: settings.refundRule.until ?? '',
        percent: settings.refundRule.percent === null ? '' : String(settings.refundRule.percent),
      },
    },
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const rule = form.watch('refundRule.rule');
  const { submit, formError } = useFormSubmit(form, {
    fallback: formatMessage(t.saveFailed, { message: '' }),
    wrap: (message) => formatMessage(t.saveFailed, { message }),
    fields: FIELDS,
  });

  const onSubmit = submit(async (values) => {
    const input = {
      takesEntries: values.takesEntries,
      opensAt: fromMalaysiaInput(values.opensAt),
      closesAt: fromMalaysiaInput(values.closesAt),
      tierCode: values.tierCode,
      maxEntriesPerPlayer: toNumber(values.maxEntriesPerPlayer),
      partnerWindowHours: toNumber(values.partnerWindowHours),
      refundRule: {
        rule: values.refundRule.rule,
        until: values.refundRule.rule === 'until' ? values.refundRule.until || null : null,
        percent:
          values.refundRule.rule === 'percentage' ? toNumber(values.refundRule.percent) : null,
      },
    };
    const checked = entrySettingsInputSchema.safeParse(input);
    if (!checked.success) {
      applyIssues(checked.error, form.setError, FIELDS);
      return;
    }
    await save.mutateAsync({ tournamentId, input: checked.data });
  });
  const activeTiers = tiers.filter((tier) => tier.active || tier.code === settings.tierCode);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={save.isPending}>
      <h3 className="text-lg font-semibold text-brand-900">{t.title}</h3>
      {!settings.saved ? <p className="text-sm text-slate-600">{t.notSaved}</p> : null}
      <label className="flex items-start gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" className="mt-0.5 size-4" {...register('takesEntries')} />
        {t.takesEntries}
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="datetime-local"
          label={t.opensAt}
          error={errors.opensAt?.message}
          {...register('opensAt')}
        />
        <TextField
          type="datetime-local"
          label={t.closesAt}
          error={errors.closesAt?.message}
          {...register('closesAt')}
        />
        <SelectField
          label={t.tier}
          error={errors.tierCode?.message}
          options={activeTiers.map((tier) => ({
            value: tier.code,
            label: locale === 'ms' ? tier.nameMs : tier.name,
          }))}
          {...register('tierCode')}
        />
        <TextField
          type="number"
          inputMode="numeric"
          min={1}
          max={10}
          label={t.maxEntries}
          error={errors.maxEntriesPerPlayer?.message}
          {...register('maxEntriesPerPlayer')}
        />
        <TextField
          type="number"
          inputMode="numeric"
          min={1}
          max={336}
          label={t.partnerWindow}
          error={errors.partnerWindowHours?.message}
          {...register('partnerWindowHours')}
        />
        <SelectField
          label={t.refundRule}
          error={errors.refundRule?.rule?.message}
          options={REFUND_RULES.map((value) => ({ value, label: t.refundRules[value] }))}
          {...register('refundRule.rule')}
        />
        {rule === 'until' ? (
          <TextField
            type="date"
            label={t.refundUntil}
            error={errors.refundRule?.until?.message}
            {...register('refundRule.until')}
          />
        ) : null}
        {rule === 'percentage' ? (
          <TextField
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            label={t.refundPercent}
            error={errors.refundRule?.percent?.message}
            {...register('refundRule.percent')}
          />
        ) : null}
      </div>
      <FormAlert message={formError} />
      <FormSuccess message={save.isSuccess ? t.saved : null} />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? <ButtonSpinner /> : null}
        {save.isPending ? t.saving : t.save}
      </Button>
    </form>
  );
}
