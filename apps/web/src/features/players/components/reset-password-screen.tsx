import { useState } from 'react';

import { AuthCardLayout } from '@/components/layouts/auth-card-layout';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { useMessages } from '@/lib/i18n';

import { ForgotPasswordModal } from './forgot-password-modal';
import { ResetPasswordForm } from './reset-password-form';

/** /player/reset-password?token=…: a link without a token is refused straight away. */
export function ResetPasswordScreen({ token }: { token: string | null }) {
  const { players } = useMessages();
  const t = players.resetPassword;
  const [isForgotOpen, setIsForgotOpen] = useState(false);
  const openForgot = () => setIsForgotOpen(true);

  return (
    <AuthCardLayout title={t.title} subtitle={t.subtitle}>
      {token ? (
        <ResetPasswordForm token={token} onRequestNewLink={openForgot} />
      ) : (
        <div className="space-y-5">
          <FormAlert message={t.missingToken} />
          <Button size="lg" className="w-full" onClick={openForgot} aria-haspopup="dialog">
            {t.requestNew}
          </Button>
        </div>
      )}
      <ForgotPasswordModal open={isForgotOpen} onClose={() => setIsForgotOpen(false)} />
    </AuthCardLayout>
  );
}
