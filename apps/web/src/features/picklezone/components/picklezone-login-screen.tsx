import { useState } from 'react';
import { Link } from 'react-router';

import { AuthCardLayout } from '@/components/layouts/auth-card-layout';
import { paths, REGISTER_HREF } from '@/config/paths';
import { ForgotPasswordModal, PlayerLoginForm } from '@/features/players';
import { useMessages } from '@/lib/i18n';
import type { Locale } from '@app/shared/locale';

export interface PicklezoneLoginScreenProps {
  onSignedIn: (language: Locale) => void;
}

const TEXT_LINK_CLASS =
  'rounded font-semibold text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline';

/**
 * /picklezone/login: players sign in with their player account (same form and session as the
 * player portal), with Forgot Password and a way to register.
 */
export function PicklezoneLoginScreen({ onSignedIn }: PicklezoneLoginScreenProps) {
  const { picklezone, players } = useMessages();
  const t = picklezone.login;
  const [isForgotOpen, setIsForgotOpen] = useState(false);

  return (
    <AuthCardLayout title={t.title} subtitle={t.subtitle}>
      <p className="mb-5 rounded-lg bg-brand-50 px-3.5 py-2.5 text-center text-sm text-brand-800">
        {t.requirement}
      </p>
      <PlayerLoginForm onSignedIn={onSignedIn} />

      <div className="mt-4 text-center">
        <button
          type="button"
          onClick={() => setIsForgotOpen(true)}
          aria-haspopup="dialog"
          className={`text-sm ${TEXT_LINK_CLASS}`}
        >
          {players.login.forgotPassword}
        </button>
      </div>

      <div className="mt-6 space-y-2 border-t border-slate-200 pt-5 text-center text-sm text-slate-600">
        <p>
          {t.noAccount}{' '}
          <Link to={REGISTER_HREF} className={TEXT_LINK_CLASS}>
            {t.register}
          </Link>
        </p>
        <p>
          <Link to={paths.player.login} className={TEXT_LINK_CLASS}>
            {t.playerPortal}
          </Link>
        </p>
      </div>

      <ForgotPasswordModal open={isForgotOpen} onClose={() => setIsForgotOpen(false)} />
    </AuthCardLayout>
  );
}
