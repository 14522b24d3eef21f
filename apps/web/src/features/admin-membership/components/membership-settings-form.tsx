import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { BilingualField } from '@/components/forms/bilingual-field';
import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { TextField } from '@/components/ui/form/text-field';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { formSchema } from '@/lib/form-schema';
import { useMessages } from '@/lib/i18n';
import { membershipSettingsSchema, type MembershipSettings } from '@app/shared/membership';

import { useSaveMembershipSettings } from '../api/membership-admin';

/** The shared schema over the form: the grace period is typed as text. */
const settingsFormSchema = formSchema(
  membershipSettingsSchema,
  (values: { graceDays: string; paymentInstructions: string; paymentInstructionsMs: string }) => ({
    ...values,
    graceDays: Number(values.graceDays),
  }),
);

/** Grace period and the payment instructions players see when they renew (in both languages). */
export function MembershipSettingsForm({ settings }: { settings: MembershipSettings }) {
  const { membership } = useMessages();
  const t = membership.admin;
  const save = useSaveMembershipSettings();
  const form = useForm({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: {
      graceDays: String(settings.graceDays),
      paymentInstructions: settings.paymentInstructions,
      paymentInstructionsMs: settings.paymentInstructionsMs ?? '',
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const { submit, formError } = useFormSubmit(form, { fallback: membership.portal.failed });

  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={submit(async (input) => {
        await save.mutateAsync(input);
      })}
    >
      <TextField
        label={t.graceDays}
        inputMode="numeric"
        error={errors.graceDays?.message}
        {...register('graceDays')}
      />
      <BilingualField
        form={form}
        name="paymentInstructions"
        label={t.instructions}
        hint={t.instructionsHint}
        rows={4}
      />
      <FormAlert message={formError} />
      <FormSuccess message={save.isSuccess ? t.settingsSaved : null} />
      <Button type="submit" size="sm" disabled={save.isPending}>
        {save.isPending ? <ButtonSpinner /> : null}
        {save.isPending ? t.saving : t.saveSettings}
      </Button>
    </form>
  );
}
