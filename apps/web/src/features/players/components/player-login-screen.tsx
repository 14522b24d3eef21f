import { useState } from 'react';
import { Link } from 'react-router';

import { AuthCardLayout } from '@/components/layouts/auth-card-layout';
import { REGISTER_HREF } from '@/config/paths';
import { useMessages } from '@/lib/i18n';
import type { Locale } from '@app/shared/locale';

import { ForgotPasswordModal } from './forgot-password-modal';
import { PlayerLoginForm } from './player-login-form';

export interface PlayerLoginScreenProps {
  onSignedIn: (language: Locale) => void;
}

export const TEXT_LINK_CLASS =
  'rounded font-semibold text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline';

/** The /player/login page: sign-in form, Forgot Password, a link to register, back to home. */
export function PlayerLoginScreen({ onSignedIn }: PlayerLoginScreenProps) {
  const { players } = useMessages();
  const t = players.login;
  const [isForgotOpen, setIsForgotOpen] = useState(false);

  return (
    <AuthCardLayout title={t.title} subtitle={t.subtitle}>
      <PlayerLoginForm onSignedIn={onSignedIn} />

      <div className="mt-4 text-center">
        <button
          type="button"
          onClick={() => setIsForgotOpen(true)}
          aria-haspopup="dialog"
          className={`text-sm ${TEXT_LINK_CLASS}`}
        >
          {t.forgotPassword}
        </button>
      </div>

      <p className="mt-6 border-t border-slate-200 pt-5 text-center text-sm text-slate-600">
        {t.noAccount}{' '}
        <Link to={REGISTER_HREF} className={TEXT_LINK_CLASS}>
          {t.register}
        </Link>
      </p>

      <ForgotPasswordModal open={isForgotOpen} onClose={() => setIsForgotOpen(false)} />
    </AuthCardLayout>
  );
}
