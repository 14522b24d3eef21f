import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ConfigEnv, type Plugin, type Rolldown, type UserConfig } from 'vite';

// A relative import: the config is bundled with it (Node cannot load the package's TypeScript).
import { LOCALES, type Locale } from '../../packages/shared/src/locale';

import { precompileMessages } from './build/precompile-messages';
import { ROUTE_MESSAGES } from './src/app/route-messages';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The browser build only (not `vite build --ssr`, which bundles the server renderer). */
function clientBuildOnly(_config: UserConfig, env: ConfigEnv): boolean {
  return env.command === 'build' && !env.isSsrBuild;
}

/**
 * Writes `.br` and `.gz` beside each built script, style sheet and SVG so the server can send
 * them compressed without compressing on every request (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: clientBuildOnly,
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

/** `route-preloads.json` key of the app's own scripts (no page is named like this). */
const APP_PRELOADS_KEY = '_app';

/** A page's key in `route-preloads.json`: `news` in English, `ms/news` in Bahasa Malaysia. */
function preloadKey(locale: Locale, name: string): string {
  return locale === 'en' ? name : `${locale}/${name}`;
}

/** Kebab-case file name of a message namespace (`adminPlayers` → `admin-players`). */
function namespaceFile(namespace: string): string {
  return namespace.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/**
 * Writes `route-preloads.json`: for each lazily loaded page (`src/app/routes/<audience>/<name>.tsx`,
 * keyed by `<name>` in English and `ms/<name>` in Bahasa Malaysia), the scripts it needs that
 * index.html does not already load: its chunk, their static imports, its audience's message
 * namespaces in that language and the style sheets they import; under `_app` (`ms/_app`), the app's
 * own scripts (`boot.tsx`, which the small entry imports) and the language's core messages. The server links them in a
 * page's HTML: style sheets always; scripts (modulepreload) only for pages it did not render, so
 * they download alongside the entry instead of after it has run, while a server-rendered page
 * paints before any script downloads.
 */
function routePreloads(): Plugin {
  return {
    name: 'route-preloads',
    apply: clientBuildOnly,
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
      for (const file of [...inIndexHtml]) {
        for (const css of byFile.get(file)?.viteMetadata?.importedCss ?? []) inIndexHtml.add(css);
      }
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
        for (const locale of LOCALES) {
          const files = withImports(chunk);
          for (const namespace of ROUTE_MESSAGES[audience]) {
            withImports(facade(`/src/messages/${locale}/${namespaceFile(namespace)}.ts`), files);
          }
          // Style sheets the page's chunks import: linked in the page's HTML, so the server's
          // render is styled before the scripts run.
          const css = [...files].flatMap((file) => [
            ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
          ]);
          preloads[preloadKey(locale, name)] = [...files, ...new Set(css)]
            .filter((file) => !inIndexHtml.has(file))
            .map((f) => `/${f}`);
        }
      }
      // The app itself (loaded by the small entry) with the language's core messages: preloaded
      // for pages the server did not render.
      for (const locale of LOCALES) {
        const app = withImports(facade('/src/boot.tsx'));
        withImports(facade(`/src/messages/${locale}/core.ts`), app);
        preloads[preloadKey(locale, APP_PRELOADS_KEY)] = [...app]
          .filter((f) => !inIndexHtml.has(f))
          .map((f) => `/${f}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: JSON.stringify(preloads),
      });
    },
  };
}

/** intl-messageformat's entry without the ICU parser: built messages arrive parsed. */
const PARSERLESS_ICU = fileURLToPath(
  import.meta.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompileMessages(), precompress(), routePreloads()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      ...(command === 'build' ? { '@formatjs/icu-messageformat-parser': PARSERLESS_ICU } : {}),
    },
  },
  // The server renderer (`vite build --ssr src/entry-server.tsx`) is one self-contained file.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // No inline scripts or module preload polyfill: the server's CSP allows scripts from self only.
    modulePreload: {
      polyfill: false,
      // The entry's own imports (the app) are preloaded by the server's HTML or, for a page it
      // rendered, by the entry itself a few at a time (src/main.tsx); other lazy imports keep
      // Vite's preloading.
      resolveDependencies: (_file, deps, { hostId }) =>
        /^assets\/index-[\w-]+\.js$/.test(hostId) ? [] : deps,
    },
    assetsInlineLimit: 0,
    copyPublicDir: !isSsrBuild,
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', ws: true },
      '/uploads': 'http://127.0.0.1:3000',
    },
  },
}));
