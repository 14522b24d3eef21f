import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-messages';
import { PasswordField } from '@/components/ui/form/password-field';
import { TextField } from '@/components/ui/form/text-field';
import { ButtonSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { applyFormApiError } from '@/lib/apply-form-api-error';
import { useMessages } from '@/lib/i18n';
import { adminLoginInputSchema } from '@app/shared/admins';

import { useAdminLogin } from '../api/admin-login';

export interface AdminLoginFormProps {
  onSignedIn: () => void;
}

export function AdminLoginForm({ onSignedIn }: AdminLoginFormProps) {
  const { admin, common } = useMessages();
  const login = useAdminLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(adminLoginInputSchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await login.mutateAsync(values);
      onSignedIn();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        setFormError(admin.login.invalidCredentials);
        // The button was disabled during the call, so focus is lost: resume at the password.
        setFocus('password', { shouldSelect: true });
        return;
      }
      setFormError(
        applyFormApiError(error, {
          setError,
          fields: ['username', 'password'],
          messages: { network: common.networkError, generic: admin.errors.generic },
        }),
      );
    }
  });

  const isSigningIn = isSubmitting || login.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-busy={isSigningIn}>
      <TextField
        density="comfortable"
        label={admin.login.usernameLabel}
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
        label={admin.login.passwordLabel}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <FormError message={formError} />
      <Button type="submit" size="lg" disabled={isSigningIn} className="w-full">
        {isSigningIn ? <ButtonSpinner /> : null}
        {isSigningIn ? admin.login.submitting : admin.login.submit}
      </Button>
    </form>
  );
}
