import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';

import { NotFoundView } from '@/components/errors/not-found-view';
import { Seo } from '@/components/seo';
import { EnglishOnlyNote } from '@/components/ui/english-only-note';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { directoryEntryPath, directoryListPath } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useLocale, useMessages } from '@/lib/i18n';
import type { DirectoryEntry, DirectoryKind } from '@app/shared/directory';
import { DIRECTORY_TRANSLATED_FIELDS, localizeRecord } from '@app/shared/translations';

import { useDirectoryEntry } from '../api/get-directory-entry';

import { entryFacts } from './entry-facts';

/** An entry's own page (a shareable URL): photos, description, address, hours, contact, map. */
export function DirectoryEntryPage({ kind }: { kind: DirectoryKind }) {
  const t = useMessages().directory;
  const { entryId = '' } = useParams();
  const entry = useDirectoryEntry(entryId);

  if (entry.isError && entry.error instanceof ApiError && entry.error.status === 404)
    return <NotFoundView />;
  // An entry shared under another kind's address moves to its own.
  if (entry.data && entry.data.kind !== kind)
    return <Navigate to={directoryEntryPath(entry.data.kind, entry.data._id)} replace />;
  const back = (
    <Link
      to={directoryListPath(kind)}
      className="text-sm font-semibold text-accent-300 underline-offset-4 hover:underline"
    >
      {t.backTo(t.titles[kind])}
    </Link>
  );
  if (!entry.data)
    return (
      <>
        <PageHeader title={t.titles[kind]} eyebrow={back} />
        <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
          {entry.isError ? (
            <p role="alert" className="text-red-700">
              {t.error}
            </p>
          ) : (
            <p role="status" className="flex items-center gap-3 text-slate-600">
              <Spinner className="size-5 border-2" />
              {t.loading}
            </p>
          )}
        </div>
      </>
    );
  return <EntryDetails entry={entry.data} back={back} />;
}

function EntryDetails({ entry: stored, back }: { entry: DirectoryEntry; back: ReactNode }) {
  const t = useMessages().directory;
  const locale = useLocale();
  // Staff's words (description, hours, certification): all in Malay on a Malay page when all of
  // them are translated, otherwise all in English, marked so.
  const { value: entry, lang } = localizeRecord(stored, DIRECTORY_TRANSLATED_FIELDS, locale);
  const { description } = entry;
  const facts = entryFacts(entry, t, locale);
  const rows: [string, string][] = [
    [t.address, [entry.address, entry.city, entry.state].filter(Boolean).join(', ')],
    [t.hours, entry.openingHours],
    [t.phone, entry.phone],
    [t.email, entry.email],
  ].filter((row): row is [string, string] => Boolean(row[1]));
  return (
    <>
      <Seo
        title={entry.name}
        description={(description || [entry.city, entry.state].join(', ')).slice(0, 160)}
      />
      <PageHeader
        title={entry.name}
        eyebrow={back}
        lead={[[entry.city, entry.state].filter(Boolean).join(', '), facts]
          .filter(Boolean)
          .join(' · ')}
      >
        {entry.verified ? (
          <span className="mt-4 inline-block rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-800">
            {t.verified}
          </span>
        ) : null}
        <EnglishOnlyNote lang={lang} className="ms-2 mt-4" />
      </PageHeader>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[3fr_2fr] lg:px-8">
        <div className="space-y-6">
          {entry.photos.length > 0 ? (
            <ul className="grid grid-cols-2 gap-3">
              {entry.photos.map((url, i) => (
                <li key={url} className={i === 0 ? 'col-span-2' : undefined}>
                  <img
                    src={url}
                    alt={t.photoOf(entry.name, i + 1)}
                    width={800}
                    height={600}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    className="aspect-[4/3] w-full rounded-xl object-cover"
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {description ? (
            <p lang={lang} className="whitespace-pre-line leading-relaxed text-slate-800">
              {description}
            </p>
          ) : null}
        </div>
        <aside className="space-y-4 self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-slate-600">{label}</dt>
                <dd
                  className="break-words text-slate-900"
                  lang={label === t.hours ? lang : undefined}
                >
                  {label === t.phone ? (
                    <a
                      className="text-brand-700 underline"
                      href={`tel:${value.replace(/[^\d+]/g, '')}`}
                    >
                      {value}
                    </a>
                  ) : label === t.email ? (
                    <a className="text-brand-700 underline" href={`mailto:${value}`}>
                      {value}
                    </a>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            ))}
          </dl>
          {entry.mapUrl ? (
            <a
              href={entry.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-10 items-center rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t.map}
            </a>
          ) : null}
        </aside>
      </div>
    </>
  );
}
