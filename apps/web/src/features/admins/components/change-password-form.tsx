import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';
import { ADMIN_PASSWORD_MIN_LENGTH, changeAdminPasswordInputSchema } from '@app/shared/admins';

import { useChangeAdminPassword } from '../api/change-admin-password';
import { applyFormApiError } from '../utils/apply-form-api-error';
import { formatMessage } from '../utils/format-message';

import { FormError, FormSuccess } from './form-messages';
import { ButtonSpinner } from './full-page-status';
import { PasswordField } from './password-field';

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
        label={admin.settings.currentPasswordLabel}
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label={admin.settings.newPasswordLabel}
        autoComplete="new-password"
        required
        minLength={ADMIN_PASSWORD_MIN_LENGTH}
        hint={formatMessage(admin.settings.newPasswordHint, { min: ADMIN_PASSWORD_MIN_LENGTH })}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
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
