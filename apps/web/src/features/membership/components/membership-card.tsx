import { useEffect, useState } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Button, buttonClassName } from '@/components/ui/button';
import { FormSuccess } from '@/components/ui/form/form-messages';
import { InLanguage } from '@/components/ui/in-language';
import { QueryStatus } from '@/components/ui/query-status';
import { useIsOnline } from '@/hooks/use-is-online';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { localizeText } from '@app/shared/translations';

import { CARD_PDF_HREF, CARD_WORKER_URL, useMyCard } from '../api/get-my-card';
import { useRotateCard } from '../api/rotate-card';
import { formatDay } from '../utils/format';

import { MembershipStatusBadge } from './status-badge';

/**
 * The digital membership card: photo, name, member ID, level, type, status, expiry and the QR
 * code a desk scans. Download as a card-sized PDF, print (print stylesheet), replace the QR.
 */
export function MembershipCard() {
  const { membership, common, players } = useMessages();
  const t = membership.card;
  const locale = useLocale();
  const card = useMyCard();
  const rotate = useRotateCard();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const isOnline = useIsOnline();
  // Keep a copy of the portal and this card for showing it with no signal (public/player/card-sw.js).
  useEffect(() => {
    if ('serviceWorker' in navigator)
      navigator.serviceWorker
        .register(CARD_WORKER_URL, { scope: '/player/' })
        .catch(() => undefined);
  }, []);

  const c = card.data;
  if (!c) return <QueryStatus query={card} loadingText={t.loading} failedText={t.loadFailed} />;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 print:hidden">{t.intro}</p>
      <div
        data-testid="membership-card"
        className="membership-card mx-auto grid max-w-md grid-cols-[auto_1fr] gap-4 overflow-hidden rounded-2xl bg-gradient-to-br from-brand-900 to-brand-700 p-5 text-white shadow-lg print:max-w-[85.6mm] print:shadow-none"
      >
        <p className="col-span-2 text-xs font-bold tracking-widest text-accent-300 uppercase">
          {t.association}
        </p>
        {c.profilePicture ? (
          <img
            src={c.profilePicture}
            alt={formatMessage(t.photoAlt, { name: c.fullName })}
            className="size-24 rounded-xl object-cover ring-2 ring-white/60"
          />
        ) : (
          <div className="flex size-24 items-center justify-center rounded-xl bg-white/10 text-xs text-white/80 ring-2 ring-white/40">
            {t.noPhoto}
          </div>
        )}
        <div className="min-w-0 space-y-1">
          <p className="text-lg leading-tight font-extrabold break-words">{c.fullName}</p>
          <p className="text-sm">
            <span className="text-white/70">{membership.portal.memberId}: </span>
            <span className="font-mono font-semibold">{c.memberId}</span>
          </p>
          <p className="text-sm">
            <span className="text-white/70">{t.level}: </span>
            {players.skillLevels[c.skillLevel] ?? c.skillLevel}
          </p>
          {c.typeName ? (
            <p className="text-sm">
              <InLanguage text={localizeText(c.typeName, c.typeNameMs, locale)} />
            </p>
          ) : null}
          <p className="text-sm">
            <span className="text-white/70">{membership.portal.expires}: </span>
            {formatDay(c.expiresOn)}
          </p>
        </div>
        <div className="col-span-2 flex items-end justify-between gap-3">
          <div className="rounded-full bg-white p-0.5">
            <MembershipStatusBadge status={c.status} />
          </div>
          <div
            role="img"
            aria-label={t.qrLabel}
            className="size-28 shrink-0 rounded-lg bg-white p-1 [&>svg]:size-full"
            // The SVG comes from our own server's QR encoder (qrcode), not from user input.
            dangerouslySetInnerHTML={{ __html: c.qrSvg }}
          />
        </div>
      </div>
      <p className="text-center text-xs text-slate-500">
        {formatMessage(t.lastUpdated, { date: formatDateTime(c.updatedAt) })}
        {card.isError || !isOnline ? ` · ${t.offline}` : null}
      </p>
      <div className="flex flex-wrap justify-center gap-2 print:hidden">
        <a href={CARD_PDF_HREF} download className={buttonClassName({ size: 'sm' })}>
          {t.downloadPdf}
        </a>
        <Button size="sm" variant="secondary" onClick={() => window.print()}>
          {t.print}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
          {t.rotate}
        </Button>
      </div>
      <div className="print:hidden">
        <FormSuccess withIcon message={notice} />
      </div>
      <ConfirmDialog
        open={confirming}
        title={t.rotateTitle}
        confirmLabel={t.rotateConfirm}
        pendingLabel={t.rotating}
        isPending={rotate.isPending}
        error={
          rotate.error
            ? errorText(rotate.error, {
                fallback: membership.portal.failed,
                network: common.networkError,
              })
            : null
        }
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              setNotice(t.rotated);
            },
          })
        }
      >
        <p>{t.rotateBody}</p>
      </ConfirmDialog>
    </div>
  );
}
