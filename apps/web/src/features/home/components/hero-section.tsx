import { ButtonLink } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n';

export function HeroSection() {
  const m = useMessages();
  const t = m.home.hero;
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-600 text-white"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute -left-32 top-1/3 size-96 rounded-full bg-brand-500/20 blur-3xl" />
        <div className="absolute -right-20 -top-20 size-[28rem] rounded-full border-[3rem] border-accent-400/10" />
        <div className="absolute bottom-0 left-0 right-0 h-24 bg-gradient-to-t from-brand-950/40 to-transparent" />
      </div>
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 pb-20 pt-32 sm:px-6 sm:pb-24 sm:pt-40 lg:grid-cols-[1fr_auto] lg:px-8 lg:pb-32 lg:pt-44">
        <div>
          <p className="text-sm font-bold uppercase tracking-widest text-accent-300">{t.eyebrow}</p>
          <h1
            id="home-hero-title"
            className="mt-4 text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl lg:text-6xl"
          >
            {t.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100">{t.lead}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={paths.tournament} variant="accent" size="lg">
              {t.primaryCta}
            </ButtonLink>
            <ButtonLink to={paths.about} variant="inverse" size="lg">
              {t.secondaryCta}
            </ButtonLink>
          </div>
        </div>
        <Logo isDecorative className="hidden size-72 drop-shadow-2xl lg:block" />
      </div>
    </section>
  );
}
