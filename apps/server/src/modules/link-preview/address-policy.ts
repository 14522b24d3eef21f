import ipaddr from 'ipaddr.js';

/** The only IPv6 block handed out for the public internet (RFC 4291 global unicast). */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * True only for globally routable unicast addresses, however they are written. Loopback,
 * private, link-local (including the 169.254.169.254 metadata address), carrier-grade NAT,
 * unique-local, multicast, reserved, documentation and translation ranges are all refused;
 * IPv4-mapped IPv6 is judged as IPv4, and IPv6 outside 2000::/3 (such as the deprecated
 * IPv4-compatible form `::7f00:1`, which ipaddr.js calls unicast) is refused.
 */
export function isPublicAddress(address: string): boolean {
  const text = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(text)) return false;
  try {
    const parsed = ipaddr.process(text);
    if (parsed.range() !== 'unicast') return false;
    return parsed.kind() === 'ipv4' || parsed.match(GLOBAL_UNICAST_V6);
  } catch {
    return false;
  }
}

export function isIpLiteral(host: string): boolean {
  return ipaddr.isValid(host.replace(/^\[|\]$/g, ''));
}
