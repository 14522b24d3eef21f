import type { ReactNode } from 'react';

import { Logo } from '@/components/ui/logo';

import { MAIN_CONTENT_ID } from './skip-link';

/** Full-screen card page for bare-layout routes (placeholders, not-found, errors). */
export function CenteredPage({ children }: { children: ReactNode }) {
  return (
    <main
      id={MAIN_CONTENT_ID}
      className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 px-4 py-10"
    >
      <div className="w-full max-w-lg rounded-2xl bg-white p-8 text-center shadow-2xl sm:p-10">
        <Logo className="mx-auto size-20" />
        {children}
      </div>
    </main>
  );
}
