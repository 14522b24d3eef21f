import { useBrowserValue } from '@/lib/browser-value';

/**
 * False on the server and while the browser attaches to the server's HTML, true once the app
 * runs: for controls that must not act before their handlers are attached (a sign-in form
 * would otherwise submit natively, putting the password in the URL).
 */
export function useIsHydrated(): boolean {
  return useBrowserValue(() => true, false);
}
