/* global self, caches */
/**
 * The player portal's offline copy, so a member can show their membership card at a desk with
 * no signal. Registered by the card (portal → Membership) with scope /player/. Network first,
 * always: online, everything is fresh; offline, the last copy of the portal page, its scripts,
 * the player's card, membership and profile, and the card photo. The card shows when it was
 * last updated. Signing out, or a 401, deletes the copy (a shared phone keeps nothing).
 */
const CACHE = 'mpa-card-v1';
const KEPT_API = new Set(['/api/players/me', '/api/players/me/card', '/api/players/me/membership']);

function isKept(url, request) {
  if (url.origin !== self.location.origin || request.method !== 'GET') return false;
  if (request.mode === 'navigate') return url.pathname.startsWith('/player/dashboard');
  return (
    KEPT_API.has(url.pathname) ||
    url.pathname.startsWith('/assets/') ||
    url.pathname.startsWith('/uploads/')
  );
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method === 'POST' && url.pathname === '/api/players/logout') {
    event.respondWith(caches.delete(CACHE).then(() => fetch(request)));
    return;
  }
  if (!isKept(url, request)) return;
  event.respondWith(
    fetch(request).then(
      async (response) => {
        const cache = await caches.open(CACHE);
        if (response.status === 401) await caches.delete(CACHE);
        else if (response.ok) {
          // One copy of the portal page, whatever its ?tab=.
          const key = request.mode === 'navigate' ? '/player/dashboard' : request;
          await cache.put(key, response.clone());
        }
        return response;
      },
      async () => {
        const cache = await caches.open(CACHE);
        const key = request.mode === 'navigate' ? '/player/dashboard' : request;
        return (await cache.match(key)) ?? Response.error();
      },
    ),
  );
});
