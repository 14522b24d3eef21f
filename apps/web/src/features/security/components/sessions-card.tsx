import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { Messages } from '@/messages/en/index';
import type { ActiveSession } from '@app/shared/security';

import type { AccountBase } from '../api/account-base';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';

type SessionsMessages = Messages['security']['sessions'];

/** 'Safari on iOS' in the page's language, from the names the server read in the user agent. */
function deviceLabel(session: ActiveSession, t: SessionsMessages): string {
  const { browser, os } = session;
  if (browser && os) return formatMessage(t.device, { browser, os });
  return browser ?? os ?? t.unknownDevice;
}

/** "Where you're signed in": each session with device, address and times; end one or others. */
export function SessionsCard({ base }: { base: AccountBase }) {
  const { security, common } = useMessages();
  const t = security.sessions;
  const sessions = useSessions(base);
  const end = useEndSession(base);
  const endOthers = useEndOtherSessions(base);
  const failure = end.error ?? endOthers.error;

  if (sessions.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-5 border-2" /> {t.loading}
      </p>
    );
  if (sessions.isError)
    return (
      <div className="space-y-2">
        <FormAlert message={t.loadFailed} />
        <Button variant="secondary" onClick={() => void sessions.refetch()}>
          {common.retry}
        </Button>
      </div>
    );

  const others = sessions.data.filter((s) => !s.current);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t.intro}</p>
      <ul
        aria-label={t.listLabel}
        className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200"
      >
        {sessions.data.map((session) => (
          <li key={session._id} className="flex flex-wrap items-center justify-between gap-3 p-3">
            <div className="min-w-0 text-sm">
              <p className="font-medium text-slate-900">
                {deviceLabel(session, t)}{' '}
                {session.current ? (
                  <span className="ml-1 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    {t.current}
                  </span>
                ) : null}
              </p>
              <p className="text-slate-600">
                {[
                  session.ip ? formatMessage(t.ip, { ip: session.ip }) : null,
                  formatMessage(t.signedIn, { date: formatDateTime(session.createdAt) }),
                  formatMessage(t.lastSeen, { date: formatDateTime(session.lastSeenAt) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            {session.current ? null : (
              <Button
                size="sm"
                variant="outline"
                disabled={end.isPending}
                aria-label={`${t.end}: ${deviceLabel(session, t)}`}
                onClick={() => end.mutate(session._id)}
              >
                {end.isPending && end.variables === session._id ? t.ending : t.end}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <FormAlert
        message={
          failure ? errorText(failure, { fallback: t.failed, network: common.networkError }) : null
        }
      />
      {others.length > 0 ? (
        <Button
          variant="secondary"
          disabled={endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          {endOthers.isPending ? <ButtonSpinner /> : null}
          {endOthers.isPending ? t.endingOthers : t.endOthers}
        </Button>
      ) : null}
    </div>
  );
}
