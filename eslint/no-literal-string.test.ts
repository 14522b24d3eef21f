// Proves the no-literal-string rule bites: a component with visible text written in the code
// (rather than read from the message catalogues) fails the repository's own ESLint configuration.
import path from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const RULE = 'i18next/no-literal-string';
// Real files, as the repository's configuration picks its rules by path.
const COMPONENT = 'apps/web/src/features/news/components/latest-news-section.tsx';

/** Only this rule, without type information (the lint stage runs the rest). */
const eslint = new ESLint({
  cwd: ROOT,
  ruleFilter: ({ ruleId }) => ruleId === RULE,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

async function literalErrors(source: string, file = COMPONENT): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const wrap = (jsx: string) => `export function Fixture({ label }: { label: string }) {
  return ${jsx};
}
`;

describe('no literal text in components', () => {
  it('refuses English text in JSX', async () => {
    expect(await literalErrors(wrap('<p>Read more</p>'))).toHaveLength(1);
  });

  it('refuses text in the attributes a person reads or hears', async () => {
    expect(
      await literalErrors(wrap('<button aria-label="Close menu">{label}</button>')),
    ).toHaveLength(1);
    expect(await literalErrors(wrap('<img alt="Our logo" src="/logo.svg" />'))).toHaveLength(1);
    expect(await literalErrors(wrap('<input placeholder="Search players" />'))).toHaveLength(1);
  });

  it('allows catalogue text, symbols, brand names and technical attributes', async () => {
    expect(
      await literalErrors(wrap('<p className="text-sm" data-testid="x">{label} · 3/8 →</p>')),
    ).toEqual([]);
    expect(await literalErrors(wrap('<span>PickleZone</span>'))).toEqual([]);
  });

  it('does not apply to tests', async () => {
    expect(
      await literalErrors(
        wrap('<p>Read more</p>'),
        'apps/web/src/features/news/components/latest-news-section.test.tsx',
      ),
    ).toEqual([]);
  });
});
