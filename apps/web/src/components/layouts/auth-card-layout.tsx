import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { MAIN_CONTENT_ID } from '@/components/layouts/skip-link';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n';

export interface AuthCardLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** Full-screen page with a centred white card (admin and player sign-in, password reset). */
export function AuthCardLayout({ title, subtitle, children }: AuthCardLayoutProps) {
  const { common } = useMessages();
  return (
    <main
      id={MAIN_CONTENT_ID}
      className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 px-4 py-10"
    >
      <div className="w-full max-w-md">
        <div className="rounded-2xl bg-white p-7 shadow-2xl sm:p-9">
          <div className="mb-7 text-center">
            <Logo className="mx-auto mb-4 size-16" isDecorative />
            <p className="text-xs font-semibold uppercase tracking-widest text-brand-700">
              {common.associationName}
            </p>
            <h1 className="mt-1 text-2xl font-extrabold text-brand-900">{title}</h1>
            {subtitle ? <p className="mt-1.5 text-sm text-slate-600">{subtitle}</p> : null}
          </div>
          {children}
        </div>

        <Link
          to={paths.home}
          className="mx-auto mt-6 flex w-fit items-center gap-2 rounded-md px-2 py-1 text-sm font-medium text-brand-50 hover:text-white hover:underline"
        >
          <ArrowLeftIcon className="size-4" />
          {common.backToHome}
        </Link>
      </div>
    </main>
  );
}
