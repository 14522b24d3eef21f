// Types of eslint/import-cycles.js for its test.
import type { ESLint, Rule } from 'eslint';

export interface ImportAt {
  specifier: string;
  start: number;
  end: number;
}
export type Resolve = (specifier: string, from: string) => string | null;

export function importsOfText(text: string): ImportAt[];
export function resolverOf(
  resolvers: {
    resolve(specifier: string, from: string): { found: boolean; path?: string | null };
  }[],
): Resolve;
export function routeBack(
  start: string,
  target: string,
  resolve: Resolve,
  seen?: Set<string>,
): string[] | null;
export function findCycles(files: string[], resolverFor: (file: string) => Resolve): string[][];
export const noCycle: Rule.RuleModule;
export const importCyclesPlugin: ESLint.Plugin;
