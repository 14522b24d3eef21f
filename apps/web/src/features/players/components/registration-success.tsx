import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

import { CheckCircleIcon, CloseIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';

export interface RegistrationSuccessProps {
  fullName: string;
  /** Signed in with the new account's credentials; otherwise the next step is to sign in. */
  isSignedIn: boolean;
  onDismiss: () => void;
}

/**
 * 'Registration successful!', in the page's flow under the registration section (it covers
 * nothing), once the modal has closed: it takes the focus and comes into view, says whether the
 * player is signed in, and leads to the portal (or to sign in). It stays until dismissed.
 */
export function RegistrationSuccess({ fullName, isSignedIn, onDismiss }: RegistrationSuccessProps) {
  const { players } = useMessages();
  const t = players.registration;
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'center' });
  }, []);

  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      data-testid="registration-success"
      className="mt-4 rounded-2xl border border-brand-200 bg-white p-4 shadow-sm outline-none animate-pop-in focus-visible:ring-4 focus-visible:ring-brand-500/30 sm:p-5"
    >
      <div className="flex gap-3">
        <CheckCircleIcon className="mt-0.5 size-6 shrink-0 text-brand-600" />
        <div className="min-w-0 flex-1">
          <p className="font-bold text-brand-900">{t.successTitle}</p>
          <p className="mt-1 text-sm text-slate-700">
            {formatMessage(t.successWelcome, { name: fullName })}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {isSignedIn ? t.successSignedIn : t.successNext}
          </p>
          <Link
            to={isSignedIn ? paths.player.dashboard : paths.player.login}
            className="mt-3 inline-flex min-h-9 items-center rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {isSignedIn ? t.successPortal : t.successLogin}
          </Link>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t.dismiss}
          className="-m-1 size-9 shrink-0 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}
