import { spawnSync } from 'node:child_process';

/** How to get promtool where it is missing (Debian's `prometheus` package carries it). */
export const PROMTOOL_MISSING =
  'promtool is not installed: run `apt-get install -y prometheus` (Debian), or put the ' +
  'Prometheus release tarball’s promtool on PATH';

/**
 * Runs `promtool check metrics` on a scrape (the exposition text on its standard input) and
 * returns what it reported. Throws when promtool is missing: the check must not be skipped.
 */
export function promtoolCheckMetrics(exposition: string): { ok: boolean; output: string } {
  const run = spawnSync('promtool', ['check', 'metrics'], {
    input: exposition,
    encoding: 'utf8',
    timeout: 20_000,
  });
  if (run.error && (run.error as NodeJS.ErrnoException).code === 'ENOENT')
    throw new Error(PROMTOOL_MISSING);
  if (run.error) throw run.error;
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() };
}
