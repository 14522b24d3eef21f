import { CredentialForm } from '@/components/forms/credential-form';
import { useMessages } from '@/lib/i18n';
import { changePlayerPasswordInputSchema } from '@app/shared/players';

import { useChangePlayerPassword } from '../api/change-player-password';

/** Portal → Security: the player changes their own password (other sessions end). */
export function ChangePasswordCard() {
  const { membership } = useMessages();
  const t = membership.password;
  const change = useChangePlayerPassword();
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{t.intro}</p>
      <CredentialForm
        density="comfortable"
        schema={changePlayerPasswordInputSchema}
        fields={[
          { name: 'currentPassword', kind: 'current-password', label: t.current },
          {
            name: 'newPassword',
            kind: 'new-password',
            label: t.next,
            minLength: 8,
            hint: t.nextHint,
          },
          { name: 'confirmPassword', kind: 'new-password', label: t.confirm },
        ]}
        submitLabel={t.submit}
        pendingLabel={t.submitting}
        onSubmit={async (values) => {
          await change.mutateAsync(values);
          return t.changed;
        }}
        fallback={membership.portal.failed}
        fieldForStatus={{ 401: 'currentPassword' }}
      />
    </div>
  );
}
