import { CredentialForm } from '@/components/forms/credential-form';
import { ApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { adminLoginInputSchema } from '@app/shared/admins';
import type { Locale } from '@app/shared/locale';

import { useAdminLogin } from '../api/admin-login';

export interface AdminLoginFormProps {
  onSignedIn: (language: Locale) => void;
  /** The password was right and a code is needed: the sign-in challenge. */
  onChallenge: (challenge: string) => void;
}

export function AdminLoginForm({ onSignedIn, onChallenge }: AdminLoginFormProps) {
  const { admin } = useMessages();
  const login = useAdminLogin();
  return (
    <CredentialForm
      variant="sign-in"
      density="comfortable"
      schema={adminLoginInputSchema}
      fields={[
        { name: 'username', kind: 'username', label: admin.login.usernameLabel },
        { name: 'password', kind: 'current-password', label: admin.login.passwordLabel },
      ]}
      submitLabel={admin.login.submit}
      pendingLabel={admin.login.submitting}
      onSubmit={async (values) => {
        const result = await login.mutateAsync(values);
        if ('twoFactorRequired' in result) onChallenge(result.challenge);
        else onSignedIn(result.admin.language);
      }}
      fallback={admin.errors.generic}
      describeError={(error, { setFocus }) => {
        if (!(error instanceof ApiError && error.status === 401)) return undefined;
        // The button was disabled during the call, so focus is lost: resume at the password.
        setFocus('password', { shouldSelect: true });
        return admin.login.invalidCredentials;
      }}
    />
  );
}
