import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../build-test-app';
import { createPlayer } from '../factories/players';
import { registrationRequest } from '../factories/registration';
import { waitForMail } from '../mail';

const ALERT_SUBJECT = /^Someone tried to register with your e-mail/;

/**
 * Hole 4: registration tells whether an e-mail or username is taken. The message stays (users
 * expect it), but attempts are limited per address like check-ic, and the owner of the e-mail
 * is told, at most once a day.
 */
describe('hole 4 — registration cannot be used to probe e-mails and usernames at will', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      {},
      { IDENTITY_CHECKS_PER_IP_PER_MINUTE: '10', IDENTITY_CHECKS_PER_IP_PER_DAY: '50' },
    );
  });
  afterAll(() => t.close());

  const register = (overrides: Record<string, string>, ip: string) =>
    t.app.inject({ ...registrationRequest(overrides).request, remoteAddress: ip });

  it('keeps the "already registered" message users expect', async () => {
    const { player } = await createPlayer(t.db);
    const res = await register({ email: player.email }, '198.51.100.40');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Email already registered');
    const taken = await register({ username: player.username }, '198.51.100.40');
    expect(taken.json().error).toBe('Username already taken');
  });

  it('limits registration attempts per address: 10 a minute, then 429', async () => {
    const { player } = await createPlayer(t.db);
    const ip = '203.0.113.40';
    const statuses = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await register({ username: player.username }, ip)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
    const refused = await register({}, ip);
    expect(refused.json().error).toMatch(/^Too many registration attempts from this network\./);
    expect((await register({}, '203.0.113.41')).statusCode).toBe(201);
  });

  it('mails the owner of the e-mail, at most once a day, never saying more than the form', async () => {
    const { player } = await createPlayer(t.db);
    for (let i = 0; i < 3; i++) await register({ email: player.email }, `198.51.100.${50 + i}`);
    const alert = await waitForMail(
      t,
      (m) => m.to === player.email && ALERT_SUBJECT.test(m.subject),
    );
    expect(alert.text).toContain('Forgot your password?');
    expect(alert.text).toContain('/player/login');
    await new Promise((r) => setTimeout(r, 300));
    const alerts = (await t.mailer.listSent()).filter(
      (m) => m.to === player.email && ALERT_SUBJECT.test(m.subject),
    );
    expect(alerts).toHaveLength(1);
  });
});
