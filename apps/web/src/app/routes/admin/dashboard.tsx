import { Navigate } from 'react-router';

import { FullPageError, FullPageLoading } from '@/components/layouts/full-page-status';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import {
  AdminDashboardLayout,
  sectionsFor,
  TwoFactorRequiredScreen,
  useAdminMe,
  useEnrolmentRequiredWatch,
} from '@/features/admins';
import { useMessages } from '@/lib/i18n';

import { ADMIN_SECTIONS } from './admin-sections';

/**
 * /admin/dashboard: asks the server who is signed in. No admin session → /admin; the server
 * unreachable → a retry state (the admin is not logged out for a network failure).
 */
export function AdminDashboardRoute() {
  const { admin } = useMessages();
  const me = useAdminMe();
  useEnrolmentRequiredWatch();

  if (me.data === null) return <Navigate to={paths.admin.login} replace />;
  if (me.data?.mustEnrolTwoFactor) return <TwoFactorRequiredScreen />;
  if (me.data) {
    const sections = sectionsFor(ADMIN_SECTIONS, me.data.roles);
    if (sections.length === 0)
      return (
        <FullPageError
          title={admin.dashboard.title}
          message={admin.dashboard.noSections}
          onRetry={() => void me.refetch()}
          isRetrying={me.isFetching}
        />
      );
    return <AdminDashboardLayout admin={me.data} sections={sections} />;
  }

  const seo = <Seo title={admin.dashboard.title} description={admin.dashboardMetaDescription} />;
  if (me.isError) {
    return (
      <>
        {seo}
        <FullPageError
          title={admin.dashboard.sessionCheckFailedTitle}
          message={admin.dashboard.sessionCheckFailed}
          onRetry={() => void me.refetch()}
          isRetrying={me.isFetching}
        />
      </>
    );
  }
  return (
    <>
      {seo}
      <FullPageLoading label={admin.dashboard.checkingSession} />
    </>
  );
}
