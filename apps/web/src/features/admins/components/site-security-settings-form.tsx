import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { TextField } from '@/components/ui/form/text-field';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { apiRequest } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { formSchema } from '@/lib/form-schema';
import { useMessages } from '@/lib/i18n';
import {
  siteSettingsSchema,
  updateSiteSettingsInputSchema,
  type SiteSettings,
  type UpdateSiteSettingsInput,
} from '@app/shared/staff';

const settingsKey = ['admin', 'site-settings'] as const;

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
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async (input: UpdateSiteSettingsInput) =>
      siteSettingsSchema.parse(
        await apiRequest<unknown>('/api/admin/settings', { method: 'PUT', json: input }),
      ),
    onSuccess: (data) => queryClient.setQueryData(settingsKey, data),
  });
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
        hint={t.retentionHint}
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
        placeholder="2026-11-22"
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
  const { admin, common } = useMessages();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) =>
      siteSettingsSchema.parse(await apiRequest<unknown>('/api/admin/settings', { signal })),
  });

  if (settings.isPending) return <Spinner className="size-5 border-2" />;
  if (settings.isError)
    return (
      <FormAlert
        message={errorText(settings.error, {
          fallback: admin.errors.generic,
          network: common.networkError,
        })}
      />
    );
  return <SettingsFields settings={settings.data} />;
}
