import { displayImageUrl } from '@/lib/display-image';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';

import { useAffiliates } from '../api/get-affiliates';

/** The affiliated associations and clubs, each with its own logo; nothing while there are none. */
export function AffiliatesGrid() {
  const t = useMessages().pages.affiliate;
  const query = useAffiliates();
  if (query.isPending) {
    return (
      <p role="status" className="py-8 text-center text-slate-600">
        {t.loading}
      </p>
    );
  }
  const affiliates = query.data ?? [];
  if (affiliates.length === 0) return null;
  return (
    <section
      aria-labelledby="affiliates-title"
      className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:px-8"
    >
      <h2 id="affiliates-title" className="text-center text-2xl font-extrabold text-brand-900">
        {t.listTitle}
      </h2>
      <div aria-hidden="true" className="mx-auto mt-3 h-1 w-12 rounded-full bg-accent-400" />
      <p className="mx-auto mt-4 max-w-2xl text-center text-slate-600">{t.lead}</p>
      <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {affiliates.map((affiliate) => (
          <li
            key={affiliate._id}
            className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm"
          >
            <img
              src={displayImageUrl(affiliate.logo)}
              alt={formatMessage(t.logoAlt, { name: affiliate.name })}
              width={112}
              height={112}
              loading="lazy"
              className="size-24 object-contain sm:size-28"
            />
            <p className="mt-4 font-bold text-brand-900">
              {affiliate.website ? (
                <a
                  href={affiliate.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={formatMessage(t.website, { name: affiliate.name })}
                  className="underline-offset-2 hover:underline focus-visible:underline"
                >
                  {affiliate.name}
                </a>
              ) : (
                affiliate.name
              )}
            </p>
            <p className="mt-1 text-sm text-slate-600">{affiliate.state}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
