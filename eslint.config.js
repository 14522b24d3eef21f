import path from 'node:path';

import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import i18next from 'eslint-plugin-i18next';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { boundaryZones } from './eslint/boundaries.js';
import { importCyclesPlugin } from './eslint/import-cycles.js';

/** Resolves TypeScript sources, workspace packages and a tsconfig's `paths` (`@/…` in the web app). */
function typeScriptResolver(configFile) {
  return createNodeResolver({
    extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    conditionNames: ['types', 'import', 'default'],
    tsconfig: { configFile: path.join(import.meta.dirname, configFile) },
  });
}

/**
 * Text that may appear literally in JSX: punctuation, numbers and symbols, and names that are
 * the same in every language.
 */
const LITERAL_TEXT_ALLOWED = [
  '^[\\s\\d!-/:-@[-`{-~·•–—…×→←↑↓‹›«»©®™✓✕]*$',
  '^(MPA|PickleZone|RM|EN|BM|IC|PDF|CSV|ID)$',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/data/**',
      'apps/server/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
      // Import circles on purpose, linted only by eslint/import-cycles.test.ts.
      'eslint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX, 'check-file': checkFile, local: importCyclesPlugin },
    settings: {
      'import-x/ignore': ['node_modules'],
      // Resolve TypeScript sources and each workspace's tsconfig paths (`@/…`), so that
      // local/no-cycle and the boundary zones below see every import.
      'import-x/resolver-next': [typeScriptResolver('tsconfig.json')],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // No import circles, type-only imports counted: they tie two modules together too
      // (import-x/no-cycle skips them and has no option to count them; eslint/import-cycles.js).
      'local/no-cycle': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', ['sibling', 'index']],
          pathGroups: [
            { pattern: '@app/**', group: 'internal' },
            { pattern: '@/**', group: 'internal' },
          ],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages}/**/': 'KEBAB_CASE' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [typeScriptResolver('apps/web/tsconfig.json')] },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Every word a visitor reads comes from the message catalogues (en and ms): no literal text
    // in JSX, nor in the attributes a person reads or hears. Brand names and symbols are allowed.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'apps/web/src/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              '^(aria-label|aria-description|aria-roledescription|alt|title|placeholder|label)$',
            ],
          },
          words: { exclude: LITERAL_TEXT_ALLOWED },
        },
      ],
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', boundaryZones()] },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-*', 'fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*'] },
      ],
    },
  },
  {
    files: [
      '**/*.config.{ts,js,mjs}',
      '**/vite.config.ts',
      '**/playwright.config.ts',
      '**/drizzle.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node } },
  },
);
