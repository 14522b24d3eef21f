// The container recipe: the Dockerfile passes a Dockerfile linter (dockerfile-utils, the one
// behind VS Code's Docker support), and compose.yaml describes the production shape —
// PostgreSQL, MinIO, two app processes behind one proxy, each with a health check, data in
// volumes, secrets only from the environment. `docker compose config` validates the file
// where Docker is installed (docs/operations.md).
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('containers', () => {
  it('the Dockerfile lints clean: multi-stage, production dependencies only, not root', async () => {
    const dockerfile = await readFile(path.join(ROOT, 'Dockerfile'), 'utf8');
    const problems = validate(dockerfile).map(
      (d) => `line ${d.range.start.line + 1}: ${d.message}`,
    );
    expect(problems).toEqual([]);
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK /m);
    expect(runtime).not.toMatch(/npm ci(?! --omit=dev)/);
  });

  it('compose.yaml runs PostgreSQL, MinIO and two app processes behind one proxy', async () => {
    const compose = parse(await readFile(path.join(ROOT, 'compose.yaml'), 'utf8'), {
      merge: true,
    }) as {
      services: Record<string, Record<string, unknown>>;
      volumes: Record<string, unknown>;
    };
    const services = compose.services;
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(['db', 'minio', 'app-1', 'app-2', 'proxy']),
    );
    for (const name of ['db', 'minio', 'app-1', 'app-2'])
      expect(services[name]!.healthcheck, `${name} has a health check`).toBeDefined();
    for (const name of ['app-1', 'app-2']) {
      const env = services[name]!.environment as Record<string, string>;
      expect(env.MEDIA_STORE).toBe('s3');
      expect(env.DATABASE_URL).toMatch(/@db:5432\//);
      // Secrets come from the environment (.env), never written here.
      for (const secret of ['DATA_ENCRYPTION_KEY', 'DATA_HASH_KEY', 'S3_SECRET_ACCESS_KEY'])
        expect(env[secret], secret).toMatch(/^\$\{/);
    }
    expect(services.proxy!.ports).toEqual(['8080:8080']);
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['pgdata', 'media']));
    const caddy = await readFile(path.join(ROOT, 'deploy/Caddyfile'), 'utf8');
    expect(caddy).toMatch(/reverse_proxy app-1:3000 app-2:3000/);
    expect(caddy).toMatch(/health_uri \/api\/ready/);
  });
});
