import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isPublicAddress } from './address-policy';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    'not-an-ip',
    '',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '[2001:4860:4860::8888]'])(
    'accepts %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('never accepts any address in 10/8, 127/8, 192.168/16 or 169.254/16', () => {
    const octet = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(
        fc.constantFrom('10', '127', '192.168', '169.254'),
        octet,
        octet,
        octet,
        (prefix, a, b, c) => {
          const parts = prefix.split('.').length === 2 ? [prefix, a, b] : [prefix, a, b, c];
          expect(isPublicAddress(parts.join('.'))).toBe(false);
        },
      ),
    );
  });
});
