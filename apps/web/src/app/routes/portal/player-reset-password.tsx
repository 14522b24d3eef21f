import { useSearchParams } from 'react-router';

import { Seo } from '@/components/seo';
import { ResetPasswordScreen } from '@/features/players';
import { useMessages } from '@/lib/i18n';

/** /player/reset-password?token=…: the page an e-mailed reset link opens. */
export function PlayerResetPasswordRoute() {
  const { players } = useMessages();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;

  return (
    <>
      <Seo
        title={players.meta.resetPassword.title}
        description={players.meta.resetPassword.description}
      />
      <ResetPasswordScreen token={token} />
    </>
  );
}
