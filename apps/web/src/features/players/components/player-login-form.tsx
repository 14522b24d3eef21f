import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { CredentialForm } from '@/components/forms/credential-form';
import { TwoFactorCodeForm } from '@/features/security';
import { useIsHydrated } from '@/hooks/use-is-hydrated';
import { useMessages } from '@/lib/i18n';
import type { Locale } from '@app/shared/locale';
import { playerLoginInputSchema } from '@app/shared/players';

import { playerSignedIn, useLoginPlayer } from '../api/login-player';

export interface PlayerLoginFormProps {
  /** Signed in: the player's language (their pages open in it). */
  onSignedIn: (language: Locale) => void;
}

export function PlayerLoginForm({ onSignedIn }: PlayerLoginFormProps) {
  const t = useMessages().players.login;
  const login = useLoginPlayer();
  const isHydrated = useIsHydrated();
  const queryClient = useQueryClient();
  const [challenge, setChallenge] = useState<string | null>(null);

  if (challenge)
    return (
      <TwoFactorCodeForm
        url="/api/players/login/two-factor"
        challenge={challenge}
        onSignedIn={async (answer) => {
          const player = await playerSignedIn(queryClient, answer);
          onSignedIn(player.language);
        }}
        onRestart={() => setChallenge(null)}
      />
    );

  return (
    // POST and a disabled button until the app runs: the server renders this form, and a native
    // submission before that would send the password in the URL.
    <CredentialForm
      variant="sign-in"
      method="post"
      persistentAlert
      isReady={isHydrated}
      schema={playerLoginInputSchema}
      fields={[
        { name: 'username', kind: 'username', label: t.usernameLabel },
        { name: 'password', kind: 'current-password', label: t.passwordLabel },
      ]}
      submitLabel={t.submit}
      pendingLabel={t.submitting}
      onSubmit={async (values) => {
        const answer = await login.mutateAsync(values);
        if ('twoFactorRequired' in answer) setChallenge(answer.challenge);
        else onSignedIn(answer.player.language);
      }}
      fallback={t.invalidCredentials}
      network={t.networkError}
      describeError={(_error, { setFocus }) => {
        // The button was disabled during the call, so focus is lost: resume at the password.
        setFocus('password', { shouldSelect: true });
        return undefined;
      }}
    />
  );
}
