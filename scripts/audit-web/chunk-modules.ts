import path from 'node:path';

import { build } from 'vite';

/**
 * Which source modules each built JavaScript file contains, keyed by its /assets/… URL path.
 * Vite names chunks by content hash, so building again with the same config (without writing)
 * yields the same file names as the `npm run build` that the server is serving.
 */
export async function readChunkModules(rootDir: string): Promise<Map<string, string[]>> {
  const webDir = path.join(rootDir, 'apps/web');
  const output = await build({
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    logLevel: 'silent',
    build: { write: false },
  });
  const bundles = Array.isArray(output) ? output : [output];
  const chunks = new Map<string, string[]>();
  for (const bundle of bundles) {
    if (!('output' in bundle)) throw new Error('unexpected watcher from vite build');
    for (const item of bundle.output) {
      if (item.type !== 'chunk') continue;
      chunks.set(
        `/${item.fileName}`,
        item.moduleIds.map((id) => path.relative(rootDir, id).replaceAll(path.sep, '/')),
      );
    }
  }
  return chunks;
}
