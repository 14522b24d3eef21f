import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';

import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';

import { bootstrapAdmin } from './admins.bootstrap';
import { createAdminsRepository } from './admins.repository';

function recordingLogger() {
  const lines: string[] = [];
  const log = {
    info: (_obj: unknown, msg?: string) => lines.push(msg ?? ''),
    warn: (_obj: unknown, msg?: string) => lines.push(msg ?? ''),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

async function login(t: TestApp, username: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } });
}

describe('admin bootstrap', () => {
  describe('without ADMIN_PASSWORD', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(() => t.close());

    it('generates a strong password, prints it once and writes it to a private file', async () => {
      const repo = createAdminsRepository(t.db);
      const { log, lines } = recordingLogger();
      const result = await bootstrapAdmin({
        repo,
        username: undefined,
        password: undefined,
        dataDir: t.dataDir,
        log,
      });
      expect(result).toMatchObject({ created: true, username: 'admin' });

      const file = path.join(t.dataDir, 'initial-admin-password');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const password = /password: (\S+)/.exec(await readFile(file, 'utf8'))![1]!;
      expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(lines.filter((l) => l.includes(password))).toHaveLength(1);
      expect((await login(t, 'admin', password)).statusCode).toBe(200);
      for (const guess of ['admin', 'password', 'admin123', '']) {
        expect((await login(t, 'admin', guess)).statusCode).not.toBe(200);
      }

      // A later start changes nothing and prints nothing.
      const again = recordingLogger();
      expect(
        await bootstrapAdmin({
          repo,
          username: undefined,
          password: undefined,
          dataDir: t.dataDir,
          log: again.log,
        }),
      ).toEqual({ created: false });
      expect(again.lines).toHaveLength(0);
      expect(await repo.count()).toBe(1);
    });
  });

  describe('with ADMIN_USERNAME and ADMIN_PASSWORD', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(() => t.close());

    it('creates that admin and writes no password file', async () => {
      const repo = createAdminsRepository(t.db);
      const { log, lines } = recordingLogger();
      await bootstrapAdmin({
        repo,
        username: 'chief',
        password: 'configured-secret-123',
        dataDir: t.dataDir,
        log,
      });
      expect(lines.join('\n')).not.toContain('configured-secret-123');
      await expect(stat(path.join(t.dataDir, 'initial-admin-password'))).rejects.toThrow();
      expect((await login(t, 'chief', 'configured-secret-123')).statusCode).toBe(200);
    });
  });
});
