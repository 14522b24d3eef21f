import ipaddr from 'ipaddr.js';

/**
 * True only for globally routable unicast addresses. Loopback, private, link-local (including
 * the 169.254.169.254 metadata address), carrier-grade NAT, unique-local, multicast, reserved,
 * documentation and translation ranges are all refused; IPv4-mapped IPv6 is judged as IPv4.
 */
export function isPublicAddress(address: string): boolean {
  const text = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(text)) return false;
  try {
    return ipaddr.process(text).range() === 'unicast';
  } catch {
    return false;
  }
}

export function isIpLiteral(host: string): boolean {
  return ipaddr.isValid(host.replace(/^\[|\]$/g, ''));
}
