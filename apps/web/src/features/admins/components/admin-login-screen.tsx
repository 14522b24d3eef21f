import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { AuthCardLayout } from '@/components/layouts/auth-card-layout';
import { TwoFactorCodeForm } from '@/features/security';
import { useMessages } from '@/lib/i18n';
import { adminSignedInSchema } from '@app/shared/admins';
import type { Locale } from '@app/shared/locale';

import { adminSignedIn } from '../api/admin-login';

import { AdminLoginForm } from './admin-login-form';

export interface AdminLoginScreenProps {
  onSignedIn: (language: Locale) => void;
}

/**
 * The /admin page: a centred sign-in card on the association's green backdrop; with two-factor
 * on, a second step asks for the authenticator's code.
 */
export function AdminLoginScreen({ onSignedIn }: AdminLoginScreenProps) {
  const { admin, security } = useMessages();
  const queryClient = useQueryClient();
  const [challenge, setChallenge] = useState<string | null>(null);

  return (
    <AuthCardLayout
      title={challenge ? security.twoFactor.signInTitle : admin.loginTitle}
      subtitle={challenge ? undefined : admin.login.subtitle}
    >
      {challenge ? (
        <TwoFactorCodeForm
          url="/api/admin/login/two-factor"
          challenge={challenge}
          onSignedIn={(result) => {
            const { admin: signedIn } = adminSignedInSchema.parse(result);
            adminSignedIn(queryClient, signedIn);
            onSignedIn(signedIn.language);
          }}
          onRestart={() => setChallenge(null)}
        />
      ) : (
        <AdminLoginForm onSignedIn={onSignedIn} onChallenge={setChallenge} />
      )}

      <p className="mt-6 rounded-lg bg-accent-100/70 px-3.5 py-3 text-xs leading-relaxed text-slate-800 ring-1 ring-accent-300">
        {admin.login.restrictedNote}
      </p>
    </AuthCardLayout>
  );
}
