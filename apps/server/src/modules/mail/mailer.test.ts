import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startFakeSmtp } from '../../../test/fake-smtp';
import { freePort } from '../../../test/faults/private-cluster';

import { neutraliseLinks } from './mail-links';
import { createMailer } from './mailer';

const SITE = 'https://pickleball.example.my';

describe('file mail transport', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mpa-mail-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes each message as an .eml file and lists it back', async () => {
    const mailer = createMailer({ from: 'MPA <no-reply@mpa.test>', mailDir: dir, siteUrl: SITE });
    expect(mailer.transport).toBe('file');
    await mailer.send({
      to: 'aisyah@example.test',
      subject: 'Welcome to MPA',
      text: 'Hello Aisyah',
    });
    await mailer.send({ to: 'tan@example.test', subject: 'Second', text: 'Hi' });

    const emls = (await readdir(dir)).filter((f) => f.endsWith('.eml'));
    expect(emls).toHaveLength(2);
    const raw = await readFile(path.join(dir, emls.sort()[0]!), 'utf8');
    expect(raw).toContain('To: aisyah@example.test');
    expect(raw).toContain('Subject: Welcome to MPA');
    expect(raw).toContain('Hello Aisyah');

    const sent = await mailer.listSent();
    expect(sent.map((m) => [m.to, m.subject, m.text])).toEqual([
      ['aisyah@example.test', 'Welcome to MPA', 'Hello Aisyah'],
      ['tan@example.test', 'Second', 'Hi'],
    ]);
    expect(sent[0]!.from).toBe('MPA <no-reply@mpa.test>');
    // Message-ID in the site's domain (PUBLIC_URL), not nodemailer's `localhost`.
    expect(raw).toMatch(/^Message-ID: <[0-9a-f-]{36}@pickleball\.example\.my>$/m);
  });
});

describe('addresses in mail', () => {
  const policy = { ownHosts: ['pickleball.example.my', 'mpa.org.my'] };

  it.each([
    ['Win at prize-mpa.com', 'Win at prize-mpa[.]com'],
    ['https://evil.example.com/claim?x=1.2', 'https[:]//evil[.]example[.]com/claim?x=1[.]2'],
    ['http://203.0.113.9:8080/a', 'http[:]//203[.]0[.]113[.]9:8080/a'],
    ['www.hadiah-percuma.my now', 'www[.]hadiah-percuma[.]my now'],
    ['write to ali@evil.co.uk', 'write to ali@evil[.]co[.]uk'],
    ['bit.ly/x and t.co', 'bit[.]ly/x and t[.]co'],
    ['пример.рф', 'пример[.]рф'],
    // A scheme makes a link of any host, one without a dot too.
    ['see http://x now', 'see http[:]//x now'],
    ['https://intranet/admin?x=1', 'https[:]//intranet/admin?x=1'],
    ['http://localhost:3000/player/login', 'http[:]//localhost:3000/player/login'],
    ['http://[::1]:8080/', 'http[:]//[::1]:8080/'],
    ['ftp://files/x.zip', 'ftp[:]//files/x[.]zip'],
  ])('makes %j unclickable', (text, expected) => {
    expect(neutraliseLinks(text, policy)).toBe(expected);
  });

  it.each([
    'https://pickleball.example.my/player/login?next=/ms/picklezone',
    'https://www.pickleball.example.my/news',
    'info@mpa.org.my',
    'S.Kumar, Mohd.Ali, Dr. Tan, RM 50.00, 9.30 pm, v2.1, 900101-10-5555',
    'com, my and org are words; 3:30 pm; a/b',
  ])('leaves %j as it is (the site, names, amounts, times)', (text) => {
    expect(neutraliseLinks(text, policy)).toBe(text);
  });

  it('leaves the site’s own single-label host as it is (PUBLIC_URL on a developer’s machine)', () => {
    const text = 'Sign in: http://localhost:3000/player/login';
    expect(neutraliseLinks(text, { ownHosts: ['localhost'] })).toBe(text);
  });

  it('sends over SMTP with no foreign link, in subject and body, and the site’s Message-ID', async () => {
    const port = await freePort();
    const smtp = await startFakeSmtp(port);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mpa-mail-'));
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'MPA <no-reply@pickleball.example.my>',
      mailDir: dir,
      siteUrl: SITE,
    });
    try {
      await mailer.send({
        to: 'victim@example.test',
        subject: 'Welcome, claim at prize-mpa.com',
        text: `Hi claim at https://prize-mpa.com/now,\n\nSign in: ${SITE}/player/login`,
      });
      const data = smtp.messages[0]!.data;
      expect(data).toMatch(/^Message-ID: <[0-9a-f-]{36}@pickleball\.example\.my>\r?$/m);
      expect(data).toContain('Subject: Welcome, claim at prize-mpa[.]com');
      expect(data).toContain('Hi claim at https[:]//prize-mpa[.]com/now,');
      expect(data).toContain(`Sign in: ${SITE}/player/login`);
      expect(data).not.toMatch(/prize-mpa\.com/);
    } finally {
      mailer.close();
      await smtp.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
