import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';

const STORAGE_KEY = 'mpa-scroll-positions';
const MAX_POSITIONS = 50;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number) {
  try {
    const positions = readPositions();
    delete positions[key];
    positions[key] = y;
    const keys = Object.keys(positions);
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_POSITIONS))) {
      delete positions[old];
    }
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage can be unavailable (privacy mode): back then starts at the top.
  }
}

function isReturningDocument(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward';
}

/**
 * In-app navigations restore by history entry; every fresh document load has the key 'default',
 * so those are keyed by path (opening a new URL in the same tab must not restore the previous
 * page's position).
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `path:${location.pathname}` : location.key;
}

/**
 * Scroll positions across in-app navigations: a new page starts at the top (or at its #hash),
 * back and forward return to where the visitor was. The first page keeps the position it has
 * (the visitor may have scrolled the server's HTML before the app attached to it), or, when the
 * document was reloaded, returns to the position it was left at.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const isFirst = useRef(true);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Remember where this page was left (navigating away, or leaving the document). A layout
  // effect, so its clean-up runs before the next page's scrolling below.
  useLayoutEffect(() => {
    const key = scrollKey(location);
    const save = () => savePosition(key, window.scrollY);
    window.addEventListener('pagehide', save);
    return () => {
      save();
      window.removeEventListener('pagehide', save);
    };
  }, [location]);

  useLayoutEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      // A reloaded (or back-forward) document returns to where it was, unless the visitor has
      // already scrolled it.
      const y = readPositions()[scrollKey(location)];
      if (isReturningDocument() && window.scrollY === 0 && y !== undefined) window.scrollTo(0, y);
      return;
    }
    if (navigationType === 'POP') {
      const y = readPositions()[scrollKey(location)];
      if (y !== undefined) {
        window.scrollTo(0, y);
        return;
      }
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
