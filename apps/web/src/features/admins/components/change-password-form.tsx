import { CredentialForm } from '@/components/forms/credential-form';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { ADMIN_PASSWORD_MIN_LENGTH, changeAdminPasswordInputSchema } from '@app/shared/admins';

import { useChangeAdminPassword } from '../api/change-admin-password';

export function ChangePasswordForm() {
  const { admin } = useMessages();
  const changePassword = useChangeAdminPassword();
  const s = admin.settings;
  return (
    <CredentialForm
      density="comfortable"
      schema={changeAdminPasswordInputSchema}
      fields={[
        { name: 'currentPassword', kind: 'current-password', label: s.currentPasswordLabel },
        {
          name: 'newPassword',
          kind: 'new-password',
          label: s.newPasswordLabel,
          minLength: ADMIN_PASSWORD_MIN_LENGTH,
          hint: formatMessage(s.newPasswordHint, { min: ADMIN_PASSWORD_MIN_LENGTH }),
        },
        { name: 'confirmPassword', kind: 'new-password', label: s.confirmPasswordLabel },
      ]}
      submitLabel={s.passwordSubmit}
      pendingLabel={s.passwordSubmitting}
      onSubmit={async (values) => {
        await changePassword.mutateAsync(values);
        return s.passwordChanged;
      }}
      fallback={admin.errors.generic}
      fieldForStatus={{ 401: 'currentPassword' }}
    />
  );
}
