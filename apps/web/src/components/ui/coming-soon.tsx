import { CenteredPage } from '@/components/layouts/centered-page';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n';

import { ButtonLink } from './button';
import { PageHeader } from './page-header';

export interface ComingSoonPageProps {
  /** Page heading (h1). */
  title: string;
  /** Document title and meta description. */
  meta: { title: string; description: string };
  /** 'public' renders inside the public layout; 'bare' is a full-screen page of its own. */
  variant?: 'public' | 'bare';
}

/** Honest placeholder page for a section that a later release will build. */
export function ComingSoonPage({ title, meta, variant = 'public' }: ComingSoonPageProps) {
  const m = useMessages();
  const t = m.common.comingSoon;
  const seo = <Seo title={meta.title} description={meta.description} />;
  const badge = (
    <span className="inline-block rounded-full bg-accent-100 px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-900">
      {t.badge}
    </span>
  );

  if (variant === 'bare') {
    return (
      <CenteredPage>
        {seo}
        <h1 className="mt-6 text-2xl font-extrabold text-brand-900">{title}</h1>
        <div className="mt-3">{badge}</div>
        <p className="mt-4 font-semibold text-slate-800">{t.title}</p>
        <p className="mt-2 text-slate-600">{t.body}</p>
        <ButtonLink to={paths.home} className="mt-8">
          {m.common.backToHome}
        </ButtonLink>
      </CenteredPage>
    );
  }

  return (
    <>
      {seo}
      <PageHeader title={title} />
      <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:py-24">
        {badge}
        <h2 className="mt-4 text-2xl font-bold text-brand-900">{t.title}</h2>
        <p className="mt-3 text-slate-600">{t.body}</p>
        <ButtonLink to={paths.home} className="mt-8">
          {m.common.backToHome}
        </ButtonLink>
      </div>
    </>
  );
}
