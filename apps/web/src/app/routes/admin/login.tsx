import { Navigate } from 'react-router';

import { FullPageLoading } from '@/components/layouts/full-page-status';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import {
  AdminLoginScreen,
  hasAdminSessionHint,
  saveAdminLanguage,
  useAdminMe,
} from '@/features/admins';
import { useMessages } from '@/lib/i18n';
import { useOpenAfterSignIn } from '@/lib/open-in-language';

/** /admin: the sign-in page; an admin who is already signed in goes straight to the dashboard. */
export function AdminLoginRoute() {
  const { admin } = useMessages();
  const openInLanguage = useOpenAfterSignIn(saveAdminLanguage);
  const me = useAdminMe();

  if (me.data) return <Navigate to={paths.admin.dashboard} replace />;

  const seo = <Seo title={admin.loginTitle} description={admin.loginMetaDescription} />;

  // The local flag only decides whether to wait for the server before showing the form.
  if (me.isPending && hasAdminSessionHint()) {
    return (
      <>
        {seo}
        <FullPageLoading label={admin.login.checkingSession} />
      </>
    );
  }

  return (
    <>
      {seo}
      <AdminLoginScreen
        onSignedIn={(language) => openInLanguage(paths.admin.dashboard, language)}
      />
    </>
  );
}
