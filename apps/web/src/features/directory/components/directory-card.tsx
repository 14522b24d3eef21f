import { Link } from 'react-router';

import { directoryEntryPath } from '@/config/paths';
import { useLocale, useMessages } from '@/lib/i18n';
import type { DirectoryEntry } from '@app/shared/directory';
import { DIRECTORY_TRANSLATED_FIELDS, localizeRecord } from '@app/shared/translations';

import { entryFacts } from './entry-facts';

/** One entry in the finder: photo, name, place and key facts; the name links to its page. */
export function DirectoryCard({ entry: stored }: { entry: DirectoryEntry }) {
  const t = useMessages().directory;
  const locale = useLocale();
  // The certification in Malay on a Malay page when the whole entry is translated (its page too).
  const entry = localizeRecord(stored, DIRECTORY_TRANSLATED_FIELDS, locale).value;
  const photo = entry.photos[0];
  const facts = entryFacts(entry, t, locale);
  return (
    <article className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-4 focus-within:ring-brand-500/30 hover:shadow-md">
      {photo ? (
        <img
          src={photo}
          alt=""
          width={800}
          height={600}
          loading="lazy"
          className="aspect-[4/3] w-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="aspect-[4/3] w-full bg-gradient-to-br from-brand-700 to-brand-900"
        />
      )}
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-lg font-bold text-brand-900">
            {/* The whole card is the link's target area; the name is its text. */}
            <Link
              to={directoryEntryPath(entry.kind, entry._id)}
              className="after:absolute after:inset-0 focus:outline-none"
            >
              {entry.name}
            </Link>
          </h2>
          {entry.verified ? (
            <span className="shrink-0 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              {t.verified}
            </span>
          ) : null}
        </div>
        <p className="mt-1 text-sm text-slate-600">
          {[entry.city, entry.state].filter(Boolean).join(', ')}
        </p>
        {facts ? <p className="mt-1 text-sm text-slate-700">{facts}</p> : null}
      </div>
    </article>
  );
}
