import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { TextField } from '@/components/ui/form/text-field';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { formSchema } from '@/lib/form-schema';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { RETENTION_RUN_EVERY_HOURS } from '@app/shared/privacy';
import { updateSiteSettingsInputSchema, type SiteSettings } from '@app/shared/staff';

import { useSaveSiteSettings } from '../api/site-settings';

import { SiteSettingsGate } from './site-settings-gate';

/** What the inputs hold: the numbers as typed. */
interface SiteSettingsFormValues {
  requireTwoFactorForAllStaff: boolean;
  auditRetentionDays: string;
  policyVersion: string;
  waitlistClaimHours: string;
}

const settingsFormSchema = formSchema(
  updateSiteSettingsInputSchema,
  (values: SiteSettingsFormValues) => ({
    ...values,
    auditRetentionDays: Number(values.auditRetentionDays),
    waitlistClaimHours: Number(values.waitlistClaimHours),
  }),
);

const formValues = (settings: SiteSettings): SiteSettingsFormValues => ({
  requireTwoFactorForAllStaff: settings.requireTwoFactorForAllStaff,
  auditRetentionDays: String(settings.auditRetentionDays),
  policyVersion: settings.policyVersion,
  waitlistClaimHours: String(settings.waitlistClaimHours),
});

function SettingsFields({ settings }: { settings: SiteSettings }) {
  const { security, admin } = useMessages();
  const t = security.siteSettings;
  const save = useSaveSiteSettings();
  const form = useForm({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: formValues(settings),
  });
  const {
    register,
    formState: { errors },
  } = form;
  const { submit, formError } = useFormSubmit(form, { fallback: admin.errors.generic });

  const onSubmit = submit(async (input) => {
    form.reset(formValues(await save.mutateAsync(input)));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={save.isPending}>
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-700"
          {...register('requireTwoFactorForAllStaff')}
        />
        <span>
          <span className="font-medium">{t.allStaffLabel}</span>
          <span className="block text-slate-600">{t.allStaffHint}</span>
        </span>
      </label>
      <TextField
        label={t.retentionLabel}
        hint={formatMessage(t.retentionHint, { hours: RETENTION_RUN_EVERY_HOURS })}
        type="number"
        inputMode="numeric"
        min={365}
        max={3650}
        error={errors.auditRetentionDays?.message}
        {...register('auditRetentionDays')}
      />
      <TextField
        label={t.policyVersionLabel}
        hint={t.policyVersionHint}
        type="date"
        error={errors.policyVersion?.message}
        {...register('policyVersion')}
      />
      <TextField
        label={t.claimHoursLabel}
        hint={t.claimHoursHint}
        type="number"
        inputMode="numeric"
        min={1}
        max={168}
        error={errors.waitlistClaimHours?.message}
        {...register('waitlistClaimHours')}
      />
      <FormAlert message={formError} />
      <FormSuccess message={save.isSuccess ? t.saved : null} />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? <ButtonSpinner /> : null}
        {save.isPending ? t.saving : t.save}
      </Button>
    </form>
  );
}

/**
 * Super admins: two-factor for all staff, how long the audit log is kept, the Terms and
 * Privacy Policy version players must have accepted, and how long a freed waitlist place is held.
 */
export function SiteSecuritySettingsForm() {
  return (
    <SiteSettingsGate>{(settings) => <SettingsFields settings={settings} />}</SiteSettingsGate>
  );
}
