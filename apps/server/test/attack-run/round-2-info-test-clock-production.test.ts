import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from '../../src/config/env';
import { TEST_DATA_KEY_ENV } from '../data-keys';

/**
 * Round 2, info: a production server started with `TEST_CLOCK_TOKEN` set (it adds
 * `POST /api/test-clock/advance`, which moves the server's clock, for browser tests) and only
 * logged a warning. Production now refuses to start with it, except for a browser-test server
 * whose PUBLIC_URL is this machine (loopback), which no visitor can reach.
 */
describe('round 2, info — production refuses to start with the test clock', () => {
  const token = 'a-test-clock-token-0123456789';
  const production = { NODE_ENV: 'production', ...TEST_DATA_KEY_ENV };

  it.each(['https://mpa.example', 'http://mpa.example:8080', 'https://127.0.0.1.example'])(
    'refuses TEST_CLOCK_TOKEN in production at %s',
    (publicUrl) => {
      const env = { ...production, PUBLIC_URL: publicUrl, TEST_CLOCK_TOKEN: token };
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/TEST_CLOCK_TOKEN cannot be set in production/);
    },
  );

  it('starts in production without it', () => {
    const config = loadConfig({ ...production, PUBLIC_URL: 'https://mpa.example' });
    expect(config.testClockToken).toBeUndefined();
  });

  it.each(['http://127.0.0.1:4173', 'http://localhost:4173', 'http://[::1]:4173'])(
    'keeps it for a browser-test server on this machine (%s)',
    (publicUrl) => {
      const env = { ...production, PUBLIC_URL: publicUrl, TEST_CLOCK_TOKEN: token };
      expect(loadConfig(env).testClockToken).toBe(token);
    },
  );

  it('keeps it in development and tests', () => {
    expect(loadConfig({ TEST_CLOCK_TOKEN: token }).testClockToken).toBe(token);
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK_TOKEN: token }).testClockToken).toBe(token);
  });
});
