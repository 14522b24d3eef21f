import { SettingsCard } from '@/components/ui/settings-card';
import { SessionsCard, TwoFactorCard } from '@/features/security';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { hasAnyRole } from '@app/shared/staff';

import { useAdminMe } from '../../api/get-admin-me';
import { AssociationDetailsForm } from '../association-details-form';
import { ChangePasswordForm } from '../change-password-form';
import { ChangeUsernameForm } from '../change-username-form';
import { SiteSecuritySettingsForm } from '../site-security-settings-form';

/** The signed-in staff member's account: username, password, two-factor and sessions. */
export function SettingsSection() {
  const { admin, security } = useMessages();
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
        <SettingsCard id="admin-settings-two-factor" title={security.twoFactor.cardTitle}>
          <TwoFactorCard base="/api/admin" required={me?.twoFactorRequired ?? false} />
        </SettingsCard>
        <SettingsCard id="admin-settings-sessions" title={security.sessions.cardTitle}>
          <SessionsCard base="/api/admin" />
        </SettingsCard>
        {me && hasAnyRole(me.roles, ['super_admin']) ? (
          <>
            <SettingsCard id="admin-settings-security" title={security.siteSettings.cardTitle}>
              <SiteSecuritySettingsForm />
            </SettingsCard>
            <SettingsCard
              id="admin-settings-association"
              title={admin.settings.association.cardTitle}
            >
              <AssociationDetailsForm />
            </SettingsCard>
          </>
        ) : null}
      </div>
    </div>
  );
}
