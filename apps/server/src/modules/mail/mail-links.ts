import { parse } from 'tldts';

/**
 * Mail from the site links to the site only. Names, enquiries, comments and post titles are
 * typed by anyone, and a mail program turns `evil.example.com` or `https://…` into a link: a
 * player registering as "Win a prize at prize-mpa.com" with someone else's address would make
 * the association mail that person a link. So before a mail leaves, every web address and host
 * name in it that is not the site's own is written so that no mail program links it
 * (`https[:]//prize-mpa[.]com`, `someone@evil[.]com`), still readable by a person.
 */

/**
 * A host name, with its scheme, port and path when written (`https://a.b.my:8080/x?y`). After a
 * scheme a host needs no dot (`http://x`, `http://localhost/`, `http://[::1]/`): mail programs
 * link whatever follows `scheme://`.
 */
const ADDRESS =
  /(?<scheme>\b[a-z][a-z0-9+.-]*:\/\/)?(?<host>\[[\p{N}a-f:.]+\]|[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*)(?<rest>(?::\d+)?(?:[/?#][^\s<>"]*)?)/giu;

/** The registrable domain of a host (`www.pickleball.org.my` → `pickleball.org.my`). */
function domainOf(host: string): string {
  return parse(host).domain ?? host.toLowerCase();
}

/** Whether a mail program would take this host name for a link. */
function looksLikeHost(host: string, hasScheme: boolean): boolean {
  if (hasScheme) return true;
  // A word alone (no scheme, no dot) is a word, even one that is a top-level domain (`com`).
  if (!host.includes('.')) return false;
  if (/^www\./i.test(host)) return true;
  const parsed = parse(host);
  return parsed.isIcann === true && !parsed.isIp;
}

export interface LinkPolicy {
  /** Hosts whose links stay (the site's own and its mail domain), compared by domain. */
  ownHosts: readonly string[];
}

/** The text with every address outside the site's own domains made unclickable. */
export function neutraliseLinks(text: string, policy: LinkPolicy): string {
  const own = new Set(policy.ownHosts.map(domainOf));
  return text.replace(ADDRESS, (match, scheme: string | undefined, host: string, rest: string) => {
    if (!looksLikeHost(host, Boolean(scheme))) return match;
    if (own.has(domainOf(host))) return match;
    const unlinkedScheme = scheme ? scheme.replace('://', '[:]//') : '';
    return `${unlinkedScheme}${host.replace(/\./g, '[.]')}${rest.replace(/\./g, '[.]')}`;
  });
}

/** The host of a URL or of an e-mail address (`MPA <no-reply@mpa.org.my>` → `mpa.org.my`). */
export function hostOf(urlOrAddress: string): string | null {
  const address = /@([^\s>]+)>?\s*$/.exec(urlOrAddress);
  if (address) return address[1]!.toLowerCase();
  try {
    return new URL(urlOrAddress).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}
