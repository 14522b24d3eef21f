import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form/input-class';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n';

import { useCalendarFeedChange } from '../api/change-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';

/** The player's private calendar feed: turn on (a new secret address, shown once), copy, turn off. */
export function CalendarFeedCard() {
  const t = useMessages().enrolment.feed;
  const feed = useCalendarFeed();
  const change = useCalendarFeedChange();
  const [copied, setCopied] = useState(false);
  const id = useId();
  const shown = change.data?.url ?? null;
  const isOn = feed.data?.active ?? false;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-5"
    >
      <h3 id={`${id}-title`} className="text-lg font-bold text-brand-900">
        {t.title}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t.lead}</p>
      <p className="mt-3 text-sm font-semibold text-slate-800" role="status">
        {feed.isPending ? null : isOn ? t.on : t.off}
      </p>
      {shown ? (
        <div className="mt-3">
          <label htmlFor={id} className="text-sm font-semibold text-slate-800">
            {t.address}
          </label>
          <input
            id={id}
            readOnly
            value={shown}
            onFocus={(event) => event.target.select()}
            className={`${inputClass()} mt-1 font-mono text-xs`}
          />
          <p className="mt-1 text-xs text-slate-600">{t.shownOnce}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="primary"
              onClick={() => void navigator.clipboard?.writeText(shown).then(() => setCopied(true))}
            >
              {copied ? t.copied : t.copy}
            </Button>
            <a
              href={shown.replace(/^https?:/, 'webcal:')}
              className="inline-flex min-h-9 items-center rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t.title}
            </a>
          </div>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={isOn ? 'outline' : 'primary'}
          disabled={change.isPending || feed.isPending}
          onClick={() => {
            setCopied(false);
            change.mutate('POST');
          }}
        >
          {change.isPending && change.variables === 'POST' ? <ButtonSpinner /> : null}
          {isOn ? t.rotate : t.create}
        </Button>
        {isOn ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={change.isPending}
            onClick={() => {
              change.reset();
              change.mutate('DELETE');
            }}
          >
            {t.revoke}
          </Button>
        ) : null}
      </div>
      {change.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t.failed}
        </p>
      ) : null}
    </section>
  );
}
