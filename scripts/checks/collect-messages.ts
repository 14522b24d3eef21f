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
  'rateLimited',
  'tooLarge',
  'addIssue',
]);

/**
 * A sentence, not an identifier or a code: a capital letter first, words after; or a field's
 * name first ('ids must be a list').
 */
const SENTENCE = /^(?:[A-Z]|[a-z]\w* (?:must|is|are|can) )[^\n]*[a-z][^\n]* [^\n]*$/;

/**
 * A template literal's message with a sample value in each `${…}`: a number where the value is
 * a count, limit or age, the kind of programme where it is one, a name otherwise. The sample
 * stands for what the server sends, so `toMalay` must translate it by a pattern.
 */
function sampleOf(node: ts.TemplateExpression, source: ts.SourceFile): string {
  const sample = (expression: ts.Expression): string => {
    // `minute${m === 1 ? '' : 's'}`: the branch for many.
    if (ts.isConditionalExpression(expression)) {
      const branch = expression.whenFalse;
      if (ts.isStringLiteral(branch) || ts.isNoSubstitutionTemplateLiteral(branch))
        return branch.text;
      if (ts.isTemplateExpression(branch)) return sampleOf(branch, source);
    }
    const text = expression.getText(source);
    if (/^(label|name|file)$/.test(text)) return 'Title';
    if (/AGE_BAND/.test(text)) return 'junior (under 18)';
    if (/kind\b/.test(text)) return 'course';
    if (/status\b/.test(text)) return 'suspended';
    if (/subject\b/.test(text)) return 'You';
    if (/SKILL_LEVELS/.test(text)) return 'Novice';
    if (/\bm\b|minutes|\bn\b|count|age\b|min|max|MAX|MIN|LENGTH|YEAR|Age|\d/i.test(text))
      return '5';
    if (/lastDay|date|day/i.test(text)) return '2027-01-05';
    if (/ringgit|feeSen/i.test(text)) return 'RM 50.00';
    return 'Sample Name';
  };
  let out = node.head.text;
  for (const span of node.templateSpans) out += sample(span.expression) + span.literal.text;
  return out;
}

/**
 * The messages people may read from the API and the shared schemas: string literals given to
 * zod checks and the server's error helpers, `message:` / `error:` properties, the values of
 * `…_MESSAGES` objects, UPPER_CASE constants and helpers' default messages. Messages with
 * values (template literals) come with sample values (`sampleOf`).
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
    const isMessagePlace = (node: ts.Node): boolean => {
      let parent = node.parent;
      // `(reason) => `…${reason}``: a message built by a function in a messages object.
      if (ts.isArrowFunction(parent) && inMessagesObject(node)) parent = parent.parent;
      if (inMessagesObject(node) && ts.isPropertyAssignment(parent)) return true;
      if (
        ts.isPropertyAssignment(parent) &&
        ['message', 'error'].includes(parent.name.getText(source))
      )
        return true;
      if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
        const callee = parent.expression.getText(source).split('.').pop() ?? '';
        if (MESSAGE_CALLS.has(callee)) return true;
      }
      // `const WRONG_PASSWORD = 'Password is incorrect'`: a named message used later.
      if (ts.isVariableDeclaration(parent) && /^[A-Z][A-Z0-9_]*$/.test(parent.name.getText(source)))
        return true;
      // `(message = 'Authentication required') => …`: a helper's default message.
      return ts.isParameter(parent) && parent.name.getText(source) === 'message';
    };
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (isMessagePlace(node) && SENTENCE.test(node.text)) found.add(node.text);
      } else if (ts.isTemplateExpression(node) && isMessagePlace(node)) {
        const text = sampleOf(node, source);
        if (SENTENCE.test(text)) found.add(text);
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
