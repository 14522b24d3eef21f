import { CenteredPage } from '@/components/layouts/centered-page';
import { Seo } from '@/components/seo';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n';

export interface NotFoundViewProps {
  /** 'public' renders inside the public layout; 'bare' is a full-screen page of its own. */
  variant?: 'public' | 'bare';
}

/** The 404 page. */
export function NotFoundView({ variant = 'public' }: NotFoundViewProps) {
  const m = useMessages();
  const t = m.errors.notFound;
  const seo = <Seo title={m.meta.notFound.title} description={m.meta.notFound.description} />;

  if (variant === 'bare') {
    return (
      <CenteredPage>
        {seo}
        <p className="mt-6 text-sm font-bold tracking-widest text-brand-700">{t.code}</p>
        <h1 className="mt-2 text-2xl font-extrabold text-brand-900">{t.title}</h1>
        <p className="mt-3 text-slate-600">{t.body}</p>
        <ButtonLink to={paths.home} className="mt-8">
          {t.homeCta}
        </ButtonLink>
      </CenteredPage>
    );
  }

  return (
    <>
      {seo}
      <PageHeader title={t.title} eyebrow={t.code} />
      {/* The server answers 404 for a page that renders this (an unknown id): entry-server. */}
      <div data-not-found="" className="mx-auto max-w-2xl px-4 py-16 text-center sm:py-20">
        <p className="text-lg text-slate-700">{t.body}</p>
        <ButtonLink to={paths.home} className="mt-8">
          {t.homeCta}
        </ButtonLink>
      </div>
    </>
  );
}
