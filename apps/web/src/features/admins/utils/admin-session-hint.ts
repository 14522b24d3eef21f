/**
 * The spec's `localStorage.adminLoggedIn` flag. It is only a UI hint (e.g. to show a loading state
 * instead of the login form while the session is checked); the server decides who is an admin.
 */
const ADMIN_HINT_KEY = 'adminLoggedIn';

export function hasAdminSessionHint(): boolean {
  try {
    return window.localStorage.getItem(ADMIN_HINT_KEY) === 'true';
  } catch {
    // Storage can be unavailable (privacy mode); the hint is optional.
    return false;
  }
}

export function setAdminSessionHint(): void {
  try {
    window.localStorage.setItem(ADMIN_HINT_KEY, 'true');
  } catch {
    // Storage can be unavailable (privacy mode); the hint is optional.
  }
}

export function clearAdminSessionHint(): void {
  try {
    window.localStorage.removeItem(ADMIN_HINT_KEY);
  } catch {
    // Storage can be unavailable (privacy mode); the hint is optional.
  }
}
