import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { PasswordField } from '@/components/ui/form/password-field';
import { TextField } from '@/components/ui/form/text-field';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useIsHydrated } from '@/hooks/use-is-hydrated';
import { NetworkError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useMessages } from '@/lib/i18n';
import { playerLoginInputSchema } from '@app/shared/players';

import { useLoginPlayer } from '../api/login-player';

export interface PlayerLoginFormProps {
  onSignedIn: () => void;
}

export function PlayerLoginForm({ onSignedIn }: PlayerLoginFormProps) {
  const { players } = useMessages();
  const t = players.login;
  const login = useLoginPlayer();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(playerLoginInputSchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await login.mutateAsync(values);
      onSignedIn();
    } catch (error) {
      setFormError(
        error instanceof NetworkError
          ? t.networkError
          : errorText(error, { fallback: t.invalidCredentials }),
      );
      // The button was disabled during the call, so focus is lost: resume at the password.
      setFocus('password', { shouldSelect: true });
    }
  });

  const isSigningIn = isSubmitting || login.isPending;
  const isHydrated = useIsHydrated();

  return (
    // POST and a disabled button until the app runs: the server renders this form, and a native
    // submission before that would send the password in the URL.
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-busy={isSigningIn}
    >
      <TextField
        label={t.usernameLabel}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
        error={errors.username?.message}
        {...register('username')}
      />
      <PasswordField
        label={t.passwordLabel}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <FormAlert message={formError} />
      <Button type="submit" size="lg" disabled={isSigningIn || !isHydrated} className="w-full">
        {isSigningIn ? <ButtonSpinner /> : null}
        {isSigningIn ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
