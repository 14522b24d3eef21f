import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createMailer } from './mailer';

describe('file mail transport', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mpa-mail-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes each message as an .eml file and lists it back', async () => {
    const mailer = createMailer({ from: 'MPA <no-reply@mpa.test>', mailDir: dir });
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
  });
});
