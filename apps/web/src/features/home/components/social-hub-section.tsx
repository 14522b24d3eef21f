import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n';

/** PickleZone card: the hub and post feed need player registration; links to both logins. */
export function SocialHubSection() {
  const m = useMessages();
  const t = m.home.socialHub;
  return (
    <section
      aria-labelledby="home-social-title"
      className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8"
    >
      <div className="grid gap-6 rounded-3xl border border-brand-100 bg-brand-50 p-8 sm:p-10 md:grid-cols-[1fr_auto] md:items-center">
        <div>
          <p className="text-sm font-bold uppercase tracking-widest text-brand-700">{t.eyebrow}</p>
          <h2
            id="home-social-title"
            className="mt-2 text-2xl font-extrabold text-brand-900 sm:text-3xl"
          >
            {t.title}
          </h2>
          <p className="mt-3 leading-relaxed text-slate-700">{t.body}</p>
          <p className="mt-3 flex gap-2 rounded-lg bg-white p-3 text-sm font-medium text-brand-900">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="mt-0.5 size-4 shrink-0 text-brand-600"
              fill="currentColor"
            >
              <path d="M10 2a4 4 0 0 0-4 4v2H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1h-1V6a4 4 0 0 0-4-4zm-2 6V6a2 2 0 1 1 4 0v2H8z" />
            </svg>
            {t.requirement}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row md:flex-col">
          <ButtonLink to={paths.picklezone.login}>{t.hubCta}</ButtonLink>
          <ButtonLink to={paths.player.login} variant="outline">
            {t.playerCta}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
