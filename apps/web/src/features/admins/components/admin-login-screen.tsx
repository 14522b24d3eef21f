import { AuthCardLayout } from '@/components/layouts/auth-card-layout';
import { useMessages } from '@/lib/i18n';

import { AdminLoginForm } from './admin-login-form';

export interface AdminLoginScreenProps {
  onSignedIn: () => void;
}

/** The /admin page: a centred sign-in card on the association's green backdrop. */
export function AdminLoginScreen({ onSignedIn }: AdminLoginScreenProps) {
  const { admin } = useMessages();

  return (
    <AuthCardLayout title={admin.loginTitle} subtitle={admin.login.subtitle}>
      <AdminLoginForm onSignedIn={onSignedIn} />

      <p className="mt-6 rounded-lg bg-accent-100/70 px-3.5 py-3 text-xs leading-relaxed text-slate-800 ring-1 ring-accent-300">
        {admin.login.restrictedNote}
      </p>
    </AuthCardLayout>
  );
}
