import { CredentialForm } from '@/components/forms/credential-form';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { changeAdminUsernameInputSchema } from '@app/shared/admins';

import { useChangeAdminUsername } from '../api/change-admin-username';

export function ChangeUsernameForm() {
  const { admin } = useMessages();
  const changeUsername = useChangeAdminUsername();
  return (
    <CredentialForm
      density="comfortable"
      schema={changeAdminUsernameInputSchema}
      fields={[
        { name: 'username', kind: 'username', label: admin.settings.newUsernameLabel },
        {
          name: 'currentPassword',
          kind: 'current-password',
          label: admin.settings.currentPasswordLabel,
        },
      ]}
      submitLabel={admin.settings.usernameSubmit}
      pendingLabel={admin.settings.usernameSubmitting}
      onSubmit={async (values) => {
        const updated = await changeUsername.mutateAsync(values);
        return formatMessage(admin.settings.usernameChanged, { username: updated.username });
      }}
      fallback={admin.errors.generic}
      fieldForStatus={{ 401: 'currentPassword', 409: 'username' }}
    />
  );
}
