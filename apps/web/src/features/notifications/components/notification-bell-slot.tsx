import { Suspense, useEffect, useState } from 'react';

import { hasPlayerSessionHint } from '@/lib/auth/player-session-hint';
import { loadMessages } from '@/lib/i18n';
import { lazyWithQueries } from '@/lib/with-queries';

// Loaded only for a signed-in player: anonymous visitors (and the home page's budget) never
// download the bell. The header is outside the pages' query layer, so it brings its own.
const NotificationBell = lazyWithQueries(async () => {
  await loadMessages('notifications');
  return (await import('./notification-bell')).NotificationBell;
});

/**
 * Where the bell goes in a header. `signedIn` when the page knows (the portal); otherwise the
 * browser's sign-in hint decides, after the first render so server HTML and hydration agree.
 */
export function NotificationBellSlot({
  tone = 'dark',
  signedIn,
}: {
  tone?: 'dark' | 'light';
  signedIn?: boolean;
}) {
  const [hinted, setHinted] = useState(false);
  useEffect(() => setHinted(hasPlayerSessionHint()), []);
  if (!(signedIn ?? hinted)) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell tone={tone} />
    </Suspense>
  );
}
