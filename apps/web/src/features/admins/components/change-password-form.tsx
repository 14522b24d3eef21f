import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormError, FormSuccess } from '@/components/ui/form/form-messages';
import { PasswordField } from '@/components/ui/form/password-field';
import { ButtonSpinner } from '@/components/ui/spinner';
import { applyFormApiError } from '@/lib/apply-form-api-error';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { ADMIN_PASSWORD_MIN_LENGTH, changeAdminPasswordInputSchema } from '@app/shared/admins';

import { useChangeAdminPassword } from '../api/change-admin-password';

export function ChangePasswordForm() {
  const { admin, common } = useMessages();
  const changePassword = useChangeAdminPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changeAdminPasswordInputSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setSuccess(null);
    try {
      await changePassword.mutateAsync(values);
      reset();
      setSuccess(admin.settings.passwordChanged);
    } catch (error) {
      setFormError(
        applyFormApiError(error, {
          setError,
          fields: ['currentPassword', 'newPassword', 'confirmPassword'],
          fieldForStatus: { 401: 'currentPassword' },
          messages: { network: common.networkError, generic: admin.errors.generic },
        }),
      );
    }
  });

  const isBusy = isSubmitting || changePassword.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={isBusy}>
      <PasswordField
        density="comfortable"
        label={admin.settings.currentPasswordLabel}
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        density="comfortable"
        label={admin.settings.newPasswordLabel}
        autoComplete="new-password"
        required
        minLength={ADMIN_PASSWORD_MIN_LENGTH}
        hint={formatMessage(admin.settings.newPasswordHint, { min: ADMIN_PASSWORD_MIN_LENGTH })}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        density="comfortable"
        label={admin.settings.confirmPasswordLabel}
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <FormError message={formError} />
      <FormSuccess message={success} />
      <Button type="submit" disabled={isBusy}>
        {isBusy ? <ButtonSpinner /> : null}
        {isBusy ? admin.settings.passwordSubmitting : admin.settings.passwordSubmit}
      </Button>
    </form>
  );
}
