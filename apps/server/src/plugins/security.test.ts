import { describe, expect, it } from 'vitest';

import { staticSecurityHeaders } from './security';

describe('staticSecurityHeaders', () => {
  it('asks browsers for HTTPS only when the site is served over HTTPS', () => {
    const https = staticSecurityHeaders(true);
    expect(https['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(https['content-security-policy']).toContain('upgrade-insecure-requests');

    const http = staticSecurityHeaders(false);
    expect(http['strict-transport-security']).toBeUndefined();
    expect(http['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('keeps cross-origin embeds working and frames to our own origin', () => {
    const headers = staticSecurityHeaders(false);
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});
