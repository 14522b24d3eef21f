import { useMessages } from '@/lib/i18n';

import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/** The player portal's Security tab: optional two-factor sign-in and where they are signed in. */
export function AccountSecurityPanel() {
  const { security } = useMessages();
  return (
    <div className="grid items-start gap-6 xl:grid-cols-2">
      <section
        aria-labelledby="player-two-factor-title"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="player-two-factor-title" className="mb-4 text-lg font-semibold text-slate-900">
          {security.twoFactor.cardTitle}
        </h2>
        <TwoFactorCard base="/api/players/me" />
      </section>
      <section
        aria-labelledby="player-sessions-title"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="player-sessions-title" className="mb-4 text-lg font-semibold text-slate-900">
          {security.sessions.cardTitle}
        </h2>
        <SessionsCard base="/api/players/me" />
      </section>
    </div>
  );
}
