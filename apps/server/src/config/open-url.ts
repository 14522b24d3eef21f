const LOCAL_HOSTS = new Set(['127.0.0.1', '0.0.0.0', '[::1]', '[::]', 'localhost']);

/**
 * The address to open the site at, for the start line: PUBLIC_URL when set, otherwise the port
 * the server really listens on (PORT, or the one the system chose for PORT=0), as localhost when
 * it listens on this machine's loopback or every interface.
 */
export function openUrl(publicUrl: string | undefined, listeningOn: string): string {
  if (publicUrl) return publicUrl;
  const url = new URL(listeningOn);
  return LOCAL_HOSTS.has(url.hostname) ? `http://localhost:${url.port}` : url.origin;
}
