import { Modal } from '@/components/ui/modal';
import { useLocale, useMessages } from '@/lib/i18n';
import type { DirectoryEntry } from '@app/shared/directory';

/** An entry's details: description in the page's language, address, hours, contact, map, photos. */
export function DirectoryEntryModal({
  entry,
  onClose,
}: {
  entry: DirectoryEntry | null;
  onClose: () => void;
}) {
  const t = useMessages().directory;
  const locale = useLocale();
  if (!entry) return null;
  const description =
    locale === 'ms' && entry.descriptionMs ? entry.descriptionMs : entry.description;
  const rows: [string, string][] = [
    [t.address, [entry.address, entry.city, entry.state].filter(Boolean).join(', ')],
    [t.hours, entry.openingHours],
    [t.phone, entry.phone],
    [t.email, entry.email],
  ].filter((row): row is [string, string] => Boolean(row[1]));
  return (
    <Modal open onClose={onClose} title={entry.name} size="lg">
      {description ? (
        <p className="whitespace-pre-line text-sm text-slate-700">{description}</p>
      ) : null}
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-600">{label}</dt>
            <dd className="break-words text-slate-900">
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
          className="mt-4 inline-flex min-h-9 items-center rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t.map}
        </a>
      ) : null}
      {entry.photos.length > 0 ? (
        <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {entry.photos.map((url, i) => (
            <li key={url}>
              <img
                src={url}
                alt={t.photoOf(entry.name, i + 1)}
                loading="lazy"
                className="aspect-[4/3] w-full rounded-lg object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
