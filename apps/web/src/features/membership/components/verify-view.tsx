import { Button } from '@/components/ui/button';
import { AlertCircleIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';

import { useVerifyCard } from '../api/verify-card';
import { formatDay } from '../utils/format';

import { MembershipStatusBadge } from './status-badge';

/**
 * /verify/<token>: what a tournament desk sees after scanning a card. Only photo, name, member
 * ID, status (large, with words) and expiry, and when it was checked.
 */
export function VerifyView({ token }: { token: string }) {
  const { membership } = useMessages();
  const t = membership.verify;
  const check = useVerifyCard(token);

  return (
    <main className="flex min-h-dvh items-start justify-center bg-slate-50 px-4 py-10">
      <div className="w-full max-w-md space-y-6 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
        <div className="flex items-center justify-center gap-3">
          <Logo className="h-10 w-auto" />
          <h1 className="text-lg font-bold text-slate-900">{t.title}</h1>
        </div>
        {check.isPending ? (
          <p role="status" className="flex items-center justify-center gap-2 text-slate-600">
            <Spinner className="size-5 border-2" /> {t.checking}
          </p>
        ) : check.isError ? (
          <div className="space-y-3">
            <p role="alert" className="text-red-800">
              {t.failed}
            </p>
            <Button variant="secondary" onClick={() => void check.refetch()}>
              {t.retry}
            </Button>
          </div>
        ) : check.data === null ? (
          <div role="alert" className="space-y-2">
            <AlertCircleIcon className="mx-auto size-12 text-red-700" />
            <h2 className="text-xl font-bold text-red-800">{t.notFoundTitle}</h2>
            <p className="text-slate-700">{t.notFound}</p>
          </div>
        ) : (
          <div className="space-y-4" data-testid="verify-result">
            {check.data.profilePicture ? (
              <img
                src={check.data.profilePicture}
                alt=""
                className="mx-auto size-36 rounded-2xl object-cover ring-1 ring-slate-200"
              />
            ) : (
              <p className="mx-auto flex size-36 items-center justify-center rounded-2xl bg-slate-100 text-sm text-slate-500">
                {t.noPhoto}
              </p>
            )}
            <h2 className="text-2xl font-extrabold text-slate-900">{check.data.fullName}</h2>
            <p className="text-slate-700">
              {t.memberId}: <span className="font-mono font-bold">{check.data.memberId}</span>
            </p>
            <div role="status">
              <MembershipStatusBadge status={check.data.status} size="lg" />
              <p className="mt-2 font-medium text-slate-900">{t.validNote[check.data.status]}</p>
            </div>
            {check.data.expiresOn ? (
              <p className="text-slate-700">
                {t.expires}:{' '}
                <span className="font-semibold">{formatDay(check.data.expiresOn)}</span>
              </p>
            ) : null}
            <p className="text-sm text-slate-500">
              {formatMessage(t.checkedAt, { date: formatDateTime(check.data.checkedAt) })}
            </p>
          </div>
        )}
      </div>
    </main>
  );
}
