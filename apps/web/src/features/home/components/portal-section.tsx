import { buttonClassName } from '@/components/ui/button';
import { externalLinks } from '@/config/paths';
import { useMessages } from '@/lib/i18n';

/** Card linking to the external application portal (tournament applications, skill assessments). */
export function PortalSection() {
  const m = useMessages();
  const t = m.home.portal;
  return (
    <section
      aria-labelledby="home-portal-title"
      className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8"
    >
      <div className="flex flex-col gap-6 rounded-3xl bg-gradient-to-r from-brand-800 to-brand-600 p-8 text-white shadow-lg sm:p-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <p className="text-sm font-bold uppercase tracking-widest text-accent-300">{t.eyebrow}</p>
          <h2 id="home-portal-title" className="mt-2 text-2xl font-extrabold sm:text-3xl">
            {t.title}
          </h2>
          <p className="mt-3 leading-relaxed text-brand-50">{t.body}</p>
        </div>
        <a
          href={externalLinks.applicationPortal}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName({
            variant: 'accent',
            size: 'lg',
            className: 'shrink-0 text-center',
          })}
        >
          {t.cta}
          <span className="sr-only"> {m.common.opensInNewTab}</span>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M11 3h6v6h-2V6.4l-6.3 6.3-1.4-1.4L13.6 5H11V3zM4 5h5v2H5v8h8v-4h2v6H3V5h1z" />
          </svg>
        </a>
      </div>
    </section>
  );
}
