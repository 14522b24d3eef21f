import type { ReactNode } from 'react';

import { MAIN_CONTENT_ID } from '@/components/layouts/skip-link';
import { Button } from '@/components/ui/button';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n';

/** Full-screen loading state (announced politely). */
export function FullPageLoading({ label }: { label: string }) {
  return (
    <main
      id={MAIN_CONTENT_ID}
      className="flex min-h-dvh items-center justify-center bg-slate-50 px-4"
    >
      <div role="status" className="flex flex-col items-center gap-4 text-slate-600">
        <Spinner />
        <p className="text-sm font-medium">{label}</p>
      </div>
    </main>
  );
}

export interface FullPageErrorProps {
  title: string;
  message: string;
  onRetry: () => void;
  isRetrying?: boolean;
  /** Another way out, e.g. a link back to the login page. */
  children?: ReactNode;
}

/** Full-screen failure with a Retry button (e.g. the session check could not reach the server). */
export function FullPageError({
  title,
  message,
  onRetry,
  isRetrying = false,
  children,
}: FullPageErrorProps) {
  const { common } = useMessages();
  return (
    <main
      id={MAIN_CONTENT_ID}
      className="flex min-h-dvh items-center justify-center bg-slate-50 px-4"
    >
      <div
        role="alert"
        className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-lg ring-1 ring-slate-200"
      >
        <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">{message}</p>
        <Button onClick={onRetry} disabled={isRetrying} className="mt-6">
          {isRetrying ? <ButtonSpinner /> : null}
          {common.retry}
        </Button>
        {children}
      </div>
    </main>
  );
}
