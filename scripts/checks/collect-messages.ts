import { readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

/** Calls whose string arguments are messages a person reads (zod checks, the server's errors). */
const MESSAGE_CALLS = new Set([
  'min',
  'max',
  'length',
  'refine',
  'regex',
  'email',
  'int',
  'uuid',
  'url',
  'enum',
  'string',
  'number',
  'boolean',
  'array',
  'object',
  'badRequest',
  'conflict',
  'forbidden',
  'notFound',
  'unauthenticated',
  'tooManyRequests',
  'unavailable',
  'AppError',
  'addIssue',
]);

/** A sentence, not an identifier or a code: a capital letter first, words after. */
const SENTENCE = /^[A-Z][^\n]*[a-z][^\n]* [^\n]*$/;

/**
 * The messages people may read from the API and the shared schemas: string literals given to
 * zod checks and the server's error helpers, `message:` / `error:` properties, and the values
 * of `…_MESSAGES` objects. Template literals (messages with values) are left to patterns.
 */
export function collectMessages(files: readonly string[]): string[] {
  const found = new Set<string>();
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const inMessagesObject = (node: ts.Node): boolean => {
      for (let p: ts.Node | undefined = node.parent; p; p = p.parent) {
        if (ts.isVariableDeclaration(p) && /MESSAGES$/.test(p.name.getText(source))) return true;
      }
      return false;
    };
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        const parent = node.parent;
        let isMessage = inMessagesObject(node) && ts.isPropertyAssignment(parent);
        if (
          ts.isPropertyAssignment(parent) &&
          ['message', 'error'].includes(parent.name.getText(source))
        ) {
          isMessage = true;
        }
        if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
          const callee = parent.expression.getText(source).split('.').pop() ?? '';
          if (MESSAGE_CALLS.has(callee)) isMessage = true;
        }
        if (isMessage && SENTENCE.test(node.text)) found.add(node.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...found].sort();
}

export function sourceFiles(root: string, dirs: readonly string[]): string[] {
  const out: string[] = [];
  for (const dir of dirs) {
    for (const entry of ts.sys.readDirectory(path.join(root, dir), ['.ts'], undefined, ['**/*'])) {
      if (/\.test\.ts$|\/testing\/|\/migrations\/|\/seed\/|\/cli\/|\/config\//.test(entry))
        continue;
      out.push(entry);
    }
  }
  return out;
}
