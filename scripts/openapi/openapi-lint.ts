import path from 'node:path';

import { lint, loadConfig, type NormalizedProblem } from '@redocly/openapi-core';

/** Redocly's configuration (the `recommended` rules) and its accepted findings. */
export const REDOCLY_CONFIG = path.resolve(import.meta.dirname, '../../redocly.yaml');

/** One finding, as a line a person can act on. */
export function describeProblem(problem: NormalizedProblem): string {
  const where = problem.location[0]?.pointer ?? '';
  return `${problem.severity} ${problem.ruleId}: ${problem.message} (${where})`;
}

/**
 * Lints an OpenAPI file with Redocly's recommended rules (redocly.yaml) and returns every
 * finding, errors and warnings alike, except those .redocly.lint-ignore.yaml accepts.
 */
export async function lintOpenApi(file: string): Promise<NormalizedProblem[]> {
  const config = await loadConfig({ configPath: REDOCLY_CONFIG });
  const problems = await lint({ ref: file, config });
  return problems.filter((problem) => !problem.ignored);
}
