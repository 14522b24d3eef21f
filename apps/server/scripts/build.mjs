// Bundles the server and @app/shared into dist/server.js (plain `node` runs it) and copies the
// SQL migrations beside it. npm dependencies stay external and load from node_modules.
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

await rm(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  // The server, and the key rotation command (npm run keys:rotate) beside it.
  entryPoints: {
    server: path.join(root, 'src/server.ts'),
    cluster: path.join(root, 'src/cluster.ts'),
    'rotate-data-key': path.join(root, 'src/cli/rotate-data-key.ts'),
    backup: path.join(root, 'src/cli/backup.ts'),
    restore: path.join(root, 'src/cli/restore.ts'),
    'media-migrate': path.join(root, 'src/cli/media-migrate.ts'),
  },
  outdir: path.join(root, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
await cp(path.join(root, 'src/db/migrations'), path.join(root, 'dist/migrations'), {
  recursive: true,
});
console.log('server built: apps/server/dist/server.js');
