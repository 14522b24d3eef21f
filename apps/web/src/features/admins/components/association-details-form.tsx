import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { useMessages } from '@/lib/i18n';
import { updateSiteSettingsInputSchema, type SiteSettings } from '@app/shared/staff';

import { useSaveSiteSettings } from '../api/site-settings';

import { SiteSettingsGate } from './site-settings-gate';

const detailsSchema = updateSiteSettingsInputSchema.pick({
  officialName: true,
  registrationNumber: true,
  officialAddress: true,
  inboxEmail: true,
});

const formValues = (settings: SiteSettings) => ({
  officialName: settings.officialName,
  registrationNumber: settings.registrationNumber,
  officialAddress: settings.officialAddress,
  inboxEmail: settings.inboxEmail,
});

function DetailsFields({ settings }: { settings: SiteSettings }) {
  const { admin } = useMessages();
  const t = admin.settings.association;
  const save = useSaveSiteSettings();
  const form = useForm({
    resolver: zodResolver(detailsSchema),
    defaultValues: formValues(settings),
  });
  const { errors } = form.formState;
  const { submit, formError } = useFormSubmit(form, { fallback: admin.errors.generic });
  const onSubmit = submit(async (input) => {
    form.reset(formValues(await save.mutateAsync(input)));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={save.isPending}>
      <p className="text-sm text-slate-600">{t.intro}</p>
      <TextField
        label={t.officialNameLabel}
        hint={t.officialNameHint}
        autoComplete="organization"
        error={errors.officialName?.message}
        {...form.register('officialName')}
      />
      <TextField
        label={t.registrationNumberLabel}
        hint={t.registrationNumberHint}
        error={errors.registrationNumber?.message}
        {...form.register('registrationNumber')}
      />
      <TextareaField
        label={t.addressLabel}
        rows={3}
        autoComplete="street-address"
        error={errors.officialAddress?.message}
        {...form.register('officialAddress')}
      />
      <TextField
        label={t.inboxLabel}
        hint={t.inboxHint}
        type="email"
        autoComplete="email"
        error={errors.inboxEmail?.message}
        {...form.register('inboxEmail')}
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
 * Super admins: the association's official details (printed on receipts) and its inbox, where
 * replies to staff's answers to enquiries go.
 */
export function AssociationDetailsForm() {
  return <SiteSettingsGate>{(settings) => <DetailsFields settings={settings} />}</SiteSettingsGate>;
}
