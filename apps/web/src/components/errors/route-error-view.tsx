import { useEffect } from 'react';

import { CenteredPage } from '@/components/layouts/centered-page';
import { Seo } from '@/components/seo';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n';

import { NotFoundView } from './not-found-view';

export interface RouteErrorViewProps {
  error: unknown;
  variant?: 'public' | 'bare';
}

function isNotFoundError(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404
  );
}

/**
 * What a route boundary shows when a page fails: a friendly message, a reload button and a way
 * home. An error with status 404 shows the not-found page instead.
 */
export function RouteErrorView({ error, variant = 'public' }: RouteErrorViewProps) {
  const m = useMessages();
  const t = m.errors.error;
  const isNotFound = isNotFoundError(error);

  useEffect(() => {
    if (!isNotFound) console.error(error);
  }, [error, isNotFound]);

  if (isNotFound) return <NotFoundView variant={variant} />;

  const actions = (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <Button onClick={() => window.location.reload()}>{t.reload}</Button>
      <ButtonLink to={paths.home} variant="outline" reloadDocument>
        {t.homeCta}
      </ButtonLink>
    </div>
  );
  const seo = <Seo title={m.meta.error.title} description={m.meta.error.description} />;

  if (variant === 'bare') {
    return (
      <CenteredPage>
        {seo}
        <h1 className="mt-6 text-2xl font-extrabold text-brand-900">{t.title}</h1>
        <p className="mt-3 text-slate-600">{t.body}</p>
        {actions}
      </CenteredPage>
    );
  }

  return (
    <>
      {seo}
      <PageHeader title={t.title} />
      <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:py-20">
        <p className="text-lg text-slate-700">{t.body}</p>
        {actions}
      </div>
    </>
  );
}
