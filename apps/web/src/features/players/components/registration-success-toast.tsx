import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

import { CheckCircleIcon, CloseIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';

export interface RegistrationSuccessToastProps {
  fullName: string;
  onDismiss: () => void;
}

/**
 * 'Registration successful!' and the welcome, shown on the home page once the modal has closed.
 * It takes focus so the message and its Player Login link are reached at once; it stays until
 * dismissed.
 */
export function RegistrationSuccessToast({ fullName, onDismiss }: RegistrationSuccessToastProps) {
  const { players } = useMessages();
  const t = players.registration;
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    ref.current?.focus();
  }, []);

  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className="fixed inset-x-3 bottom-3 z-40 rounded-2xl border border-brand-200 bg-white p-4 shadow-2xl outline-none animate-pop-in focus-visible:ring-4 focus-visible:ring-brand-500/30 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-full sm:max-w-md sm:p-5"
    >
      <div className="flex gap-3">
        <CheckCircleIcon className="mt-0.5 size-6 shrink-0 text-brand-600" />
        <div className="min-w-0 flex-1">
          <p className="font-bold text-brand-900">{t.successTitle}</p>
          <p className="mt-1 text-sm text-slate-700">
            {formatMessage(t.successWelcome, { name: fullName })}
          </p>
          <p className="mt-1 text-sm text-slate-600">{t.successNext}</p>
          <Link
            to={paths.player.login}
            className="mt-3 inline-flex min-h-9 items-center rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t.successLogin}
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
