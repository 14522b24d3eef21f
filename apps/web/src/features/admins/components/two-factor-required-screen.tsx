import { useQueryClient } from '@tanstack/react-query';

import { AuthCardLayout } from '@/components/layouts/auth-card-layout';
import { TwoFactorEnrolment } from '@/features/security';
import { useMessages } from '@/lib/i18n';

import { adminMeQueryKey } from '../api/get-admin-me';

/**
 * Shown instead of the dashboard to staff whose role requires two-factor sign-in until they have
 * set it up (the server refuses everything else to them meanwhile).
 */
export function TwoFactorRequiredScreen() {
  const { security } = useMessages();
  const queryClient = useQueryClient();
  return (
    <AuthCardLayout
      title={security.twoFactor.enrolTitle}
      subtitle={security.twoFactor.enrolRequiredIntro}
    >
      <TwoFactorEnrolment
        base="/api/admin"
        onDone={() => void queryClient.invalidateQueries({ queryKey: adminMeQueryKey })}
      />
    </AuthCardLayout>
  );
}
