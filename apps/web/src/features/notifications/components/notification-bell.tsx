import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';

import { cn } from '@/components/ui/class-names';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLocale, useMessages } from '@/lib/i18n';
import type { Notification } from '@app/shared/notifications';
import { relativeTime } from '@app/shared/relative-time';

import { useNotificationList } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { useUnreadLive } from '../hooks/use-unread-live';

const LINKS: Record<Notification['type'], string> = {
  message: `${paths.player.dashboard}?tab=inbox`,
  comment: paths.picklezone.feed,
  like: paths.picklezone.feed,
  report_outcome: paths.picklezone.feed,
  waitlist_offer: `${paths.player.dashboard}?tab=training`,
  partner_request: `${paths.player.dashboard}?tab=training`,
  membership: `${paths.player.dashboard}?tab=membership`,
  // Tournament entries: the portal's My Tournaments tab.
  entry_partner_request: `${paths.player.dashboard}?tab=tournaments`,
  entry_offer: `${paths.player.dashboard}?tab=tournaments`,
  entry_lapsed: `${paths.player.dashboard}?tab=tournaments`,
  entry_flagged: `${paths.player.dashboard}?tab=tournaments`,
};

function useNoticeText() {
  const t = useMessages().notifications.text;
  const locale = useLocale();
  return (n: Notification) => {
    const title = locale === 'ms' && n.data.titleMs ? n.data.titleMs : (n.data.title ?? '');
    switch (n.type) {
      case 'message':
        return t.message(title);
      case 'comment':
        return t.comment(n.data.actor ?? t.someone);
      case 'like':
        return t.like(n.count);
      case 'report_outcome':
        return n.data.outcome === 'removed' ? t.reportRemoved : t.reportKept;
      case 'waitlist_offer':
        return t.waitlistOffer(title);
      case 'partner_request':
        return t.partnerRequest(n.data.actor ?? t.someone, title);
      case 'membership':
        return t.membership(n.data.reminder ?? 'd30');
      case 'entry_partner_request':
        return t.entryPartnerRequest(n.data.actor ?? t.someone, title);
      case 'entry_offer':
        return t.entryOffer(title);
      case 'entry_lapsed':
        return n.data.outcome === 'declined'
          ? t.entryDeclined(n.data.actor ?? t.someone, title)
          : t.entryLapsed(title);
      case 'entry_flagged':
        return t.entryFlagged(title);
    }
  };
}

function BellGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/**
 * The header's bell for a signed-in player: the unread count live, and a panel of the latest
 * notices; opening one marks it read and goes where it is about. Unread inbox messages (which
 * are not notices) are named at the panel's top with a link to the inbox, so the bell never
 * says "nothing new" while the inbox holds unread messages.
 */
export function NotificationBell({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const m = useMessages();
  const t = m.notifications;
  const locale = useLocale();
  const unread = useUnreadLive();
  const [open, setOpen] = useState(false);
  const list = useNotificationList(open);
  const markRead = useMarkRead();
  const textOf = useNoticeText();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const count = unread ?? list.data?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t.bell(count)}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          'relative inline-flex size-10 items-center justify-center rounded-full',
          tone === 'dark' ? 'hover:bg-white/10' : 'hover:bg-brand-50',
        )}
      >
        <BellGlyph />
        {count > 0 ? (
          <span
            data-testid="bell-count"
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          id={panelId}
          role="region"
          aria-label={t.title}
          className="fixed inset-x-3 top-16 z-50 rounded-2xl border border-slate-200 bg-white text-slate-900 shadow-xl sm:absolute sm:inset-x-auto sm:right-0 sm:top-auto sm:mt-2 sm:w-[22rem]"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
            <h2 className="text-base font-bold text-brand-900">{t.title}</h2>
            <button
              type="button"
              disabled={count === 0 || markRead.isPending}
              onClick={() => markRead.mutate(null)}
              className="text-sm font-semibold text-brand-700 hover:underline disabled:text-slate-400 disabled:no-underline"
            >
              {t.markAllRead}
            </button>
          </div>
          {/* Inbox messages are not notices, but new too: the bell always says they wait. */}
          {list.data && list.data.unreadMessages > 0 ? (
            <Link
              to={LINKS.message}
              onClick={() => setOpen(false)}
              className="flex items-center justify-between gap-3 border-b border-slate-100 bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-900 hover:bg-brand-100"
            >
              <span>{t.inboxUnread(list.data.unreadMessages)}</span>
              <span aria-hidden="true">→</span>
            </Link>
          ) : null}
          {list.isPending ? (
            <p role="status" className="flex items-center gap-2 px-4 py-6 text-sm text-slate-600">
              <Spinner className="size-4 border-2" />
              {t.loading}
            </p>
          ) : list.isError ? (
            <p role="alert" className="px-4 py-6 text-sm text-red-700">
              {t.error}
            </p>
          ) : list.data.items.length === 0 ? (
            <p className="px-4 py-6 text-sm text-slate-600">
              {list.data.unreadMessages > 0 ? t.emptyButInbox : t.empty}
            </p>
          ) : (
            <ul className="max-h-96 overflow-y-auto py-1">
              {list.data.items.map((n) => (
                <li key={n.id}>
                  <Link
                    to={LINKS[n.type]}
                    onClick={() => {
                      if (!n.read) markRead.mutate(n.id);
                      setOpen(false);
                    }}
                    className={cn(
                      'flex gap-3 px-4 py-3 text-sm hover:bg-brand-50',
                      n.read ? 'text-slate-600' : 'font-semibold text-slate-900',
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        'mt-1.5 size-2 shrink-0 rounded-full',
                        n.read ? 'bg-transparent' : 'bg-brand-600',
                      )}
                    />
                    <span className="min-w-0">
                      <span className="block">
                        {n.read ? null : <span className="sr-only">{t.unreadLabel}: </span>}
                        {textOf(n)}
                      </span>
                      <span className="block text-xs font-normal text-slate-500">
                        {relativeTime(n.at, new Date(), locale)}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
