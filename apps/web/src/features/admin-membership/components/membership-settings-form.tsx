import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { ButtonSpinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { fieldErrors } from '@/lib/field-errors';
import { useMessages } from '@/lib/i18n';
import { membershipSettingsSchema, type MembershipSettings } from '@app/shared/membership';

import { useSaveMembershipSettings } from '../api/membership-admin';

/** Grace period and the payment instructions players see when they renew. */
export function MembershipSettingsForm({ settings }: { settings: MembershipSettings }) {
  const { membership, common } = useMessages();
  const t = membership.admin;
  const save = useSaveMembershipSettings();
  const [grace, setGrace] = useState(String(settings.graceDays));
  const [instructions, setInstructions] = useState(settings.paymentInstructions);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = membershipSettingsSchema.safeParse({
          graceDays: Number(grace),
          paymentInstructions: instructions,
        });
        if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
        setErrors({});
        save.mutate(parsed.data);
      }}
    >
      <TextField
        label={t.graceDays}
        inputMode="numeric"
        value={grace}
        error={errors.graceDays}
        onChange={(e) => setGrace(e.target.value)}
      />
      <TextareaField
        label={t.instructions}
        rows={4}
        value={instructions}
        error={errors.paymentInstructions}
        onChange={(e) => setInstructions(e.target.value)}
      />
      <FormAlert
        message={
          save.error
            ? errorText(save.error, {
                fallback: membership.portal.failed,
                network: common.networkError,
              })
            : null
        }
      />
      <FormSuccess message={save.isSuccess ? t.settingsSaved : null} />
      <Button type="submit" size="sm" disabled={save.isPending}>
        {save.isPending ? <ButtonSpinner /> : null}
        {save.isPending ? t.saving : t.saveSettings}
      </Button>
    </form>
  );
}
