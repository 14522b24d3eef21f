import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormError, FormSuccess } from '@/components/ui/form/form-messages';
import { PasswordField } from '@/components/ui/form/password-field';
import { TextField } from '@/components/ui/form/text-field';
import { ButtonSpinner } from '@/components/ui/spinner';
import { applyFormApiError } from '@/lib/apply-form-api-error';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { changeAdminUsernameInputSchema } from '@app/shared/admins';

import { useChangeAdminUsername } from '../api/change-admin-username';

export function ChangeUsernameForm() {
  const { admin, common } = useMessages();
  const changeUsername = useChangeAdminUsername();
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changeAdminUsernameInputSchema),
    defaultValues: { username: '', currentPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setSuccess(null);
    try {
      const updated = await changeUsername.mutateAsync(values);
      reset();
      setSuccess(formatMessage(admin.settings.usernameChanged, { username: updated.username }));
    } catch (error) {
      setFormError(
        applyFormApiError(error, {
          setError,
          fields: ['username', 'currentPassword'],
          fieldForStatus: { 401: 'currentPassword', 409: 'username' },
          messages: { network: common.networkError, generic: admin.errors.generic },
        }),
      );
    }
  });

  const isBusy = isSubmitting || changeUsername.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={isBusy}>
      <TextField
        density="comfortable"
        label={admin.settings.newUsernameLabel}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
        error={errors.username?.message}
        {...register('username')}
      />
      <PasswordField
        density="comfortable"
        label={admin.settings.currentPasswordLabel}
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <FormError message={formError} />
      <FormSuccess message={success} />
      <Button type="submit" disabled={isBusy}>
        {isBusy ? <ButtonSpinner /> : null}
        {isBusy ? admin.settings.usernameSubmitting : admin.settings.usernameSubmit}
      </Button>
    </form>
  );
}
