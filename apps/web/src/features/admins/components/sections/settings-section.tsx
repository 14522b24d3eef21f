import type { ReactNode } from 'react';

import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';

import { useAdminMe } from '../../api/get-admin-me';
import { ChangePasswordForm } from '../change-password-form';
import { ChangeUsernameForm } from '../change-username-form';

function SettingsCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Change the signed-in admin's username and password. */
export function SettingsSection() {
  const { admin } = useMessages();
  const { data: me } = useAdminMe();

  return (
    <div className="space-y-6">
      <div className="text-sm text-slate-600">
        <p>{admin.settings.intro}</p>
        {me ? (
          <p className="mt-1 font-medium text-slate-800">
            {formatMessage(admin.settings.currentUsername, { username: me.username })}
          </p>
        ) : null}
      </div>
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <SettingsCard id="admin-settings-username" title={admin.settings.usernameTitle}>
          <ChangeUsernameForm />
        </SettingsCard>
        <SettingsCard id="admin-settings-password" title={admin.settings.passwordTitle}>
          <ChangePasswordForm />
        </SettingsCard>
      </div>
    </div>
  );
}
