import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { TextField } from '@/components/ui/form/text-field';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { apiRequest } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useMessages } from '@/lib/i18n';
import { siteSettingsSchema, type UpdateSiteSettingsInput } from '@app/shared/staff';

const settingsKey = ['admin', 'site-settings'] as const;

/**
 * Super admins: two-factor for all staff, how long the audit log is kept, the Terms and
 * Privacy Policy version players must have accepted, and how long a freed waitlist place is held.
 */
export function SiteSecuritySettingsForm() {
  const { security, admin, common } = useMessages();
  const t = security.siteSettings;
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) =>
      siteSettingsSchema.parse(await apiRequest<unknown>('/api/admin/settings', { signal })),
  });
  const save = useMutation({
    mutationFn: async (input: UpdateSiteSettingsInput) =>
      siteSettingsSchema.parse(
        await apiRequest<unknown>('/api/admin/settings', { method: 'PUT', json: input }),
      ),
    onSuccess: (data) => queryClient.setQueryData(settingsKey, data),
  });
  const [allStaff, setAllStaff] = useState(false);
  const [days, setDays] = useState('730');
  const [policyVersion, setPolicyVersion] = useState('');
  const [claimHours, setClaimHours] = useState('24');
  useEffect(() => {
    if (!settings.data) return;
    setAllStaff(settings.data.requireTwoFactorForAllStaff);
    setDays(String(settings.data.auditRetentionDays));
    setPolicyVersion(settings.data.policyVersion);
    setClaimHours(String(settings.data.waitlistClaimHours));
  }, [settings.data]);

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

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({
      requireTwoFactorForAllStaff: allStaff,
      auditRetentionDays: Number(days),
      policyVersion,
      waitlistClaimHours: Number(claimHours),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={save.isPending}>
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-700"
          checked={allStaff}
          onChange={(e) => setAllStaff(e.target.checked)}
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
        value={days}
        onChange={(e) => setDays(e.target.value)}
      />
      <TextField
        label={t.policyVersionLabel}
        hint={t.policyVersionHint}
        placeholder="2026-11-22"
        value={policyVersion}
        onChange={(e) => setPolicyVersion(e.target.value)}
      />
      <TextField
        label={t.claimHoursLabel}
        hint={t.claimHoursHint}
        type="number"
        inputMode="numeric"
        min={1}
        max={168}
        value={claimHours}
        onChange={(e) => setClaimHours(e.target.value)}
      />
      <FormAlert
        message={
          save.error
            ? errorText(save.error, {
                fallback: admin.errors.generic,
                network: common.networkError,
              })
            : null
        }
      />
      <FormSuccess message={save.isSuccess ? t.saved : null} />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? <ButtonSpinner /> : null}
        {save.isPending ? t.saving : t.save}
      </Button>
    </form>
  );
}
