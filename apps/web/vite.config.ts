import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

import { ROUTE_MESSAGES } from './src/app/route-messages';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `.br` and `.gz` beside each built script, style sheet and SVG so the server can send
 * them compressed without compressing on every request (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      await Promise.all(
        Object.values(bundle)
          .filter((file) => /\.(js|css|svg)$/.test(file.fileName))
          .map(async (file) => {
            const source = file.type === 'chunk' ? file.code : file.source;
            const target = path.join(outDir, file.fileName);
            await writeFile(
              `${target}.br`,
              await brotli(source, {
                params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
              }),
            );
            await writeFile(`${target}.gz`, await gzipAsync(source, { level: 9 }));
          }),
      );
    },
  };
}

/** Kebab-case file name of a message namespace (`adminPlayers` → `admin-players`). */
function namespaceFile(namespace: string): string {
  return namespace.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/**
 * Writes `route-preloads.json`: for each lazily loaded page (`src/app/routes/<audience>/<name>.tsx`,
 * keyed by `<name>`), the scripts it needs that index.html does not already load: its chunk, their
 * static imports and its audience's message namespaces. The server adds them to the page's HTML as
 * modulepreload links, so they download alongside the entry instead of after it has run.
 */
function routePreloads(): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rolldown.OutputChunk => file.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (chunk: Rolldown.OutputChunk | undefined, into = new Set<string>()) => {
        if (!chunk || into.has(chunk.fileName)) return into;
        into.add(chunk.fileName);
        for (const file of chunk.imports) withImports(byFile.get(file), into);
        return into;
      };
      const inIndexHtml = withImports(chunks.find((chunk) => chunk.isEntry));
      const facade = (suffix: string) =>
        chunks.find((chunk) => chunk.facadeModuleId?.endsWith(suffix));

      const preloads: Record<string, string[]> = {};
      for (const chunk of chunks) {
        const match = /\/src\/app\/routes\/(public|portal|admin)\/([a-z0-9-]+)\.tsx$/.exec(
          chunk.facadeModuleId ?? '',
        );
        if (!match || !chunk.isDynamicEntry) continue;
        const [, audience, name] = match as unknown as [
          string,
          keyof typeof ROUTE_MESSAGES,
          string,
        ];
        const files = withImports(chunk);
        for (const namespace of ROUTE_MESSAGES[audience]) {
          withImports(facade(`/src/messages/en/${namespaceFile(namespace)}.ts`), files);
        }
        preloads[name] = [...files].filter((file) => !inIndexHtml.has(file)).map((f) => `/${f}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: JSON.stringify(preloads),
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), routePreloads()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // No inline scripts or module preload polyfill: the server's CSP allows scripts from self only.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', ws: true },
      '/uploads': 'http://127.0.0.1:3000',
    },
  },
});
