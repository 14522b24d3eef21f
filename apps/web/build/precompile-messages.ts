import { parse } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
import type { Plugin } from 'vite';

/** The message catalogues: `src/messages/<locale>/<namespace>.ts`. */
const CATALOGUE_FILE = /\/src\/messages\/[a-z]{2}\/[a-z-]+\.ts$/;

/**
 * Rewrites every catalogue message that has an argument (`'{count} players'`) as the parsed ICU
 * message (intl-messageformat's AST), so the browser formats messages without shipping the ICU
 * parser: the build aliases `@formatjs/icu-messageformat-parser` to its parser-less entry (see
 * `vite.config.ts`). Messages without an argument stay plain strings. A message that does not
 * parse fails the build.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'precompile-messages',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE_FILE.test(id)) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
      const edits: { start: number; end: number; text: string }[] = [];
      const visit = (node: ts.Node): void => {
        if (
          (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
          node.text.includes('{') &&
          !ts.isImportDeclaration(node.parent) &&
          !ts.isExportDeclaration(node.parent)
        ) {
          let ast: unknown;
          try {
            ast = parse(node.text, { ignoreTag: true });
          } catch (err) {
            throw new Error(
              `${id}: message ${JSON.stringify(node.text)} is not valid ICU: ${String(err)}`,
            );
          }
          edits.push({
            start: node.getStart(source),
            end: node.getEnd(),
            text: JSON.stringify(ast),
          });
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      if (edits.length === 0) return null;
      let out = code;
      for (const edit of edits.reverse()) {
        out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
      }
      return { code: out, map: null };
    },
  };
}
