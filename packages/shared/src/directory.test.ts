import { describe, expect, it } from 'vitest';

import { isMapLink } from './directory';

describe('isMapLink', () => {
  it.each([
    'geo:3.1390,101.6869',
    'geo:-1.5,103.2;u=35',
    'https://maps.app.goo.gl/abc',
    'https://www.google.com/maps/place/Bukit+Jalil',
    'https://waze.com/ul?ll=3.1,101.6',
    'https://www.openstreetmap.org/#map=15/3.1/101.6',
  ])('accepts %s', (link) => {
    expect(isMapLink(link)).toBe(true);
  });

  it.each([
    'http://maps.app.goo.gl/abc',
    'https://maps.app.goo.gl.evil.example/x',
    'https://user@maps.app.goo.gl/x',
    'https://evil.example/?u=https://maps.app.goo.gl',
    'javascript:alert(1)',
    'geo:abc',
    '',
  ])('refuses %j', (link) => {
    expect(isMapLink(link)).toBe(false);
  });
});
