import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('has safe defaults: embedded database, demo content, localhost, no CORS', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(path.resolve('/srv/app', './data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.corsOrigins).toEqual([]);
    expect(config.loginLimits).toEqual({ perUsername: 10, perIp: 30, windowMs: 15 * 60_000 });
  });

  it('does not seed demo content into a server database unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(
      true,
    );
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('refuses bad values, naming each one', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SEED_DEMO: 'maybe',
        ADMIN_PASSWORD: 'short',
        ADMIN_USERNAME: 'root',
        CORS_ORIGINS: 'not a url',
        LOG_LEVEL: 'loud',
        LOGIN_MAX_FAILURES_PER_IP: '0',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (err) {
      const message = (err as ConfigError).message;
      expect(message).toMatch(/^Invalid configuration:/);
      for (const name of [
        'PORT',
        'DATABASE_URL',
        'SEED_DEMO',
        'ADMIN_PASSWORD',
        'CORS_ORIGINS',
        'LOG_LEVEL',
        'LOGIN_MAX_FAILURES_PER_IP',
      ]) {
        expect(message).toContain(name);
      }
    }
  });

  it('takes online payment only with both Stripe keys, and checks their form', () => {
    expect(loadConfig({}).stripe).toBeNull();
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_abcdefgh12345678',
      STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh12345678',
      STRIPE_PAYMENT_METHODS: 'fpx, card',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_abcdefgh12345678',
      webhookSecret: 'whsec_abcdefgh12345678',
      apiUrl: undefined,
      methods: ['fpx', 'card'],
    });
    expect(config.paymentHoldMinutes).toBe(30);
    expect(config.paymentReconcileAfterMinutes).toBe(15);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abcdefgh12345678' })).toThrow(
      /Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
    );
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc12345678', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
    ).toThrow(/STRIPE_SECRET_KEY must be a Stripe secret key[\s\S]*STRIPE_WEBHOOK_SECRET must be/);
    expect(() =>
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_abcdefgh12345678',
        STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh12345678',
        STRIPE_PAYMENT_METHODS: 'card,bitcoin',
      }),
    ).toThrow(/STRIPE_PAYMENT_METHODS must be/);
    expect(() =>
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_live_abcdefgh12345678',
        STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh12345678',
        STRIPE_API_URL: 'http://127.0.0.1:4410',
      }),
    ).toThrow(/a live key always talks to Stripe itself/);
    expect(() => loadConfig({ PAYMENT_HOLD_MINUTES: '10' })).toThrow(/at least 30/);
  });

  it('refuses an admin password without a username', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'a-long-enough-password' })).toThrow(
      /ADMIN_USERNAME/,
    );
  });

  it('parses the CORS allow-list and strips trailing slashes from URLs', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://a.example, https://b.example',
      PUBLIC_URL: 'https://mpa.example/',
      PORTAL_URL: 'https://portal.example//',
    });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.publicUrl).toBe('https://mpa.example');
    expect(config.portalUrl).toBe('https://portal.example');
  });
});
