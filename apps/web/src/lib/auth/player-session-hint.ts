/**
 * The spec's local keys. They are UI hints only (the HttpOnly session cookie is the session and
 * the server decides who is signed in); the token itself is never stored.
 */
export const PLAYER_STORAGE_KEYS = {
  loggedIn: 'playerLoggedIn',
  /** Written by older clients; removed on logout. */
  token: 'playerToken',
  id: 'playerId',
  name: 'playerName',
} as const;

function withStorage(action: (storage: Storage) => void): void {
  try {
    action(window.localStorage);
  } catch {
    // Storage can be unavailable (privacy mode); the hints are optional.
  }
}

export function hasPlayerSessionHint(): boolean {
  let isSet = false;
  withStorage((storage) => {
    isSet = storage.getItem(PLAYER_STORAGE_KEYS.loggedIn) === 'true';
  });
  return isSet;
}

/** Told when this page signs in or out (other tabs hear it through `storage` events). */
const CHANGED = 'mpa-player-session';

/** `id` is the player's `_id`. */
export function setPlayerSessionHint({ id, fullName }: { id: string; fullName: string }): void {
  withStorage((storage) => {
    storage.setItem(PLAYER_STORAGE_KEYS.loggedIn, 'true');
    storage.setItem(PLAYER_STORAGE_KEYS.id, id);
    storage.setItem(PLAYER_STORAGE_KEYS.name, fullName);
  });
  window.dispatchEvent(new Event(CHANGED));
}

export function clearPlayerSessionHint(): void {
  withStorage((storage) => {
    for (const key of Object.values(PLAYER_STORAGE_KEYS)) storage.removeItem(key);
  });
  window.dispatchEvent(new Event(CHANGED));
}

/** The signed-in player's name by the hint ('' when unknown), or null for a visitor. */
export function playerSessionName(): string | null {
  let name: string | null = null;
  withStorage((storage) => {
    if (storage.getItem(PLAYER_STORAGE_KEYS.loggedIn) === 'true')
      name = storage.getItem(PLAYER_STORAGE_KEYS.name) ?? '';
  });
  return name;
}

/** Calls `onChange` when the hint changes, here or in another tab; returns the unsubscribe. */
export function subscribePlayerSessionHint(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}
