import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';

import { cn } from '@/components/ui/class-names';
import { paths } from '@/config/paths';
import { playerSessionName, subscribePlayerSessionHint } from '@/lib/auth/player-session-hint';
import { useMessages } from '@/lib/i18n';

/**
 * The player's own name by the browser's sign-in hint (no request, nothing of the portal), or
 * null for a visitor: null on the server and while hydrating, since the server's HTML is the
 * same for everyone; then the browser's, following sign-in and sign-out in any tab.
 */
export function usePlayerSessionName(): string | null {
  return useSyncExternalStore(subscribePlayerSessionHint, playerSessionName, () => null);
}

/** 'Nurul Aisyah binti Ali' → 'NA'. */
function initials(name: string): string {
  const words = name.toUpperCase().split(/\s+/);
  return (words[0]?.[0] ?? '') + (words[1]?.[0] ?? '');
}

/**
 * Sign in (a visitor) or My portal with the player's initials and name (signed in): the
 * header's call to action. Its box keeps one width either way, so nothing moves when the
 * signed-in state shows after hydration.
 */
export function NavbarAccount({
  name,
  isLight,
  isMenu = false,
  onNavigate,
}: {
  name: string | null;
  isLight: boolean;
  isMenu?: boolean;
  onNavigate?: () => void;
}) {
  const m = useMessages().nav;
  const tone = isLight
    ? 'bg-brand-700 text-white hover:bg-brand-800'
    : 'bg-accent-400 text-brand-950 hover:bg-accent-300';
  const box = isMenu
    ? 'flex min-h-12 w-full items-center justify-center gap-2 rounded-lg px-4 text-base font-bold'
    : 'inline-flex min-h-10 w-36 items-center justify-center gap-1.5 rounded-full px-2.5 text-[0.8125rem] font-bold 2xl:text-sm';
  if (name === null) {
    return (
      <Link to={paths.player.login} onClick={onNavigate} className={cn(box, tone)}>
        {m.signIn}
      </Link>
    );
  }
  return (
    <Link
      to={paths.player.dashboard}
      onClick={onNavigate}
      aria-label={name ? `${m.myPortal}, ${name}` : undefined}
      className={cn(box, tone)}
    >
      <span
        aria-hidden="true"
        className="grid size-7 shrink-0 place-items-center rounded-full bg-white/90 text-xs font-extrabold text-brand-900"
      >
        {initials(name)}
      </span>
      <span className="min-w-0 truncate">{m.myPortal}</span>
    </Link>
  );
}
