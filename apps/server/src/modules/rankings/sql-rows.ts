/** The rows of a raw `execute` (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
