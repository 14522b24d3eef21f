// No import circles, type-only imports counted (issue 40).
//
// import-x/no-cycle skips `import type` and `export type … from`: they vanish at run time, but
// they still tie two modules together (neither can be read, moved or tested without the other),
// and import-x has no option to count them. This rule walks the same graph with every import
// counted: static, type-only, re-exports, `import()` calls and `import('…')` types. It reads each
// file's imports with TypeScript's pre-processor (no parse, no type information) and resolves
// them with the import-x resolver of the linted file's configuration; packages outside the
// repository (node_modules) are not walked.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

/** The import specifiers of a source text, with where each one stands. */
export function importsOfText(text) {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((f) => ({ specifier: f.fileName, start: f.pos, end: f.end }));
}

const importsCache = new Map();
/** How long a file's imports are trusted before its modification time is looked at again. */
const RECHECK_MS = 1000;

/** The specifiers a file on disk imports (cached while the file is unchanged). */
function importsOfFile(file) {
  const cached = importsCache.get(file);
  const at = Date.now();
  if (cached && at - cached.checkedAt < RECHECK_MS) return cached.specifiers;
  let mtime;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  if (cached && cached.mtime === mtime) {
    cached.checkedAt = at;
    return cached.specifiers;
  }
  const specifiers = importsOfText(readFileSync(file, 'utf8')).map((i) => i.specifier);
  importsCache.set(file, { mtime, checkedAt: at, specifiers });
  return specifiers;
}

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|jsx)$/;

/**
 * A resolver function over import-x resolvers (interface version 3): the first that finds the
 * module wins. Modules in node_modules and files that are not source count as outside.
 */
export function resolverOf(resolvers) {
  const cache = new Map();
  return (specifier, from) => {
    const key = `${path.dirname(from)}\0${specifier}`;
    if (cache.has(key)) return cache.get(key);
    let found = null;
    for (const resolver of resolvers) {
      const result = resolver.resolve(specifier, from);
      if (result?.found) {
        found = result.path ?? null;
        break;
      }
    }
    if (found && (found.split(path.sep).includes('node_modules') || !SOURCE.test(found))) {
      found = null;
    }
    cache.set(key, found);
    return found;
  };
}

const edgesCache = new WeakMap();

/** The files `file` imports, resolved (cached while its imports are the same). */
function edgesOf(file, resolve) {
  let byFile = edgesCache.get(resolve);
  if (!byFile) edgesCache.set(resolve, (byFile = new Map()));
  const specifiers = importsOfFile(file);
  const cached = byFile.get(file);
  if (cached && cached.specifiers === specifiers) return cached.edges;
  const edges = [...new Set(specifiers.map((spec) => resolve(spec, file)).filter(Boolean))];
  byFile.set(file, { specifiers, edges });
  return edges;
}

/**
 * The shortest import route from `start` back to `target` (files after `start`), or null.
 * `seen` carries the files already walked from the same importer without finding `target`.
 */
export function routeBack(start, target, resolve, seen = new Set()) {
  if (start === target) return [];
  if (seen.has(start)) return null;
  seen.add(start);
  const previous = new Map([[start, null]]);
  const queue = [start];
  for (let head = 0; head < queue.length; head += 1) {
    const file = queue[head];
    for (const next of edgesOf(file, resolve)) {
      if (next === target) {
        // The files still queued were not walked to the end: a later import may walk them.
        for (const queued of queue.slice(head + 1)) seen.delete(queued);
        const route = [];
        for (let f = file; f !== start; f = previous.get(f)) route.unshift(f);
        return route;
      }
      if (seen.has(next)) continue;
      seen.add(next);
      previous.set(next, file);
      queue.push(next);
    }
  }
  return null;
}

/**
 * Every import circle among `files` (each circle once, as the files on it), for a check over a
 * whole tree. `resolverFor(file)` gives the resolve function for a file's workspace.
 */
export function findCycles(files, resolverFor) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let counter = 0;
  // Tarjan's strongly connected components, iteratively (the graph is deep).
  for (const root of files) {
    if (index.has(root)) continue;
    const work = [{ file: root, edges: null, at: 0 }];
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.edges === null) {
        index.set(frame.file, counter);
        low.set(frame.file, counter);
        counter += 1;
        stack.push(frame.file);
        onStack.add(frame.file);
        frame.edges = edgesOf(frame.file, resolverFor(frame.file));
      }
      if (frame.at < frame.edges.length) {
        const next = frame.edges[frame.at];
        frame.at += 1;
        if (!index.has(next)) {
          work.push({ file: next, edges: null, at: 0 });
        } else if (onStack.has(next)) {
          low.set(frame.file, Math.min(low.get(frame.file), index.get(next)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file), low.get(frame.file)));
      if (low.get(frame.file) === index.get(frame.file)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.file);
        if (component.length > 1) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}

const resolverCache = new WeakMap();

function resolveFor(context) {
  const resolvers = context.settings['import-x/resolver-next'] ?? [];
  if (!resolverCache.has(resolvers)) resolverCache.set(resolvers, resolverOf(resolvers));
  return resolverCache.get(resolvers);
}

/** The rule: an import whose module leads back to this file, by any imports, is refused. */
export const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import circles, type-only imports counted.' },
    schema: [],
    messages: {
      cycle:
        'Import circle (type-only imports count): {{route}}. Move the shared piece to where both can import it, or pass it in.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    return {
      Program() {
        const { sourceCode } = context;
        const resolve = resolveFor(context);
        const seen = new Set();
        const root = context.cwd;
        for (const { specifier, start, end } of importsOfText(sourceCode.text)) {
          const target = resolve(specifier, file);
          if (!target || target === file) continue;
          const route = routeBack(target, file, resolve, seen);
          if (route === null) continue;
          const names = [specifier, ...[...route, file].map((f) => path.relative(root, f))];
          context.report({
            loc: {
              start: sourceCode.getLocFromIndex(start),
              end: sourceCode.getLocFromIndex(end),
            },
            messageId: 'cycle',
            data: { route: names.join(' → ') },
          });
        }
      },
    };
  },
};

export const importCyclesPlugin = { rules: { 'no-cycle': noCycle } };
