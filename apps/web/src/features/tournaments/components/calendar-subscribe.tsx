import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form/input-class';
import { Modal } from '@/components/ui/modal';
import { useLocale, useMessages } from '@/lib/i18n';

import { calendarSearch, type CalendarParams } from '../api/get-calendar';

/**
 * The public feed's address for the filters shown (state, type and search; not year or month),
 * in the page's language (a Malay page's feed is written in Malay).
 */
export function feedUrl(
  origin: string,
  params: { state?: string; type?: string; q?: string },
  locale: string = 'en',
) {
  const search = calendarSearch({ state: params.state, type: params.type, q: params.q });
  const query = [search, locale === 'en' ? '' : `lang=${locale}`].filter(Boolean).join('&');
  return `${origin}/api/calendar/feed.ics${query ? `?${query}` : ''}`;
}

/** "Subscribe": the feed's address to copy, and a webcal: link that opens a calendar app. */
export function CalendarSubscribe({ params }: { params: CalendarParams }) {
  const t = useMessages().calendar.subscribe;
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const id = useId();
  const locale = useLocale();
  const url = feedUrl(typeof window === 'undefined' ? '' : window.location.origin, params, locale);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t.button}
      </Button>
      <Modal
        open={open}
        onClose={() => {
          setOpen(false);
          setCopied(false);
        }}
        title={t.title}
      >
        <p className="text-sm text-slate-700">{t.lead}</p>
        <label htmlFor={id} className="mt-4 block text-sm font-semibold text-slate-800">
          {t.address}
        </label>
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
          className={`${inputClass()} mt-1 font-mono text-xs`}
        />
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            variant="primary"
            size="sm"
            onClick={() => {
              void navigator.clipboard?.writeText(url).then(() => setCopied(true));
            }}
          >
            {copied ? t.copied : t.copy}
          </Button>
          <a
            href={url.replace(/^https?:/, 'webcal:')}
            className="inline-flex min-h-9 items-center rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t.open}
          </a>
        </div>
        <p role="status" className="sr-only">
          {copied ? t.copied : ''}
        </p>
      </Modal>
    </>
  );
}
