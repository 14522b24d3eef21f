export interface Verdict {
  label: string;
  isMet: boolean;
}

export function pad(text: string | number, width: number): string {
  const s = String(text);
  return s.length >= width ? s : s + ' '.repeat(width - s.length);
}

export function padStart(text: string | number, width: number): string {
  const s = String(text);
  return s.length >= width ? s : ' '.repeat(width - s.length) + s;
}

/** Prints PASS/FAIL per target; true when every target is met. */
export function printVerdicts(verdicts: Verdict[]): boolean {
  console.log('');
  for (const v of verdicts) console.log(`${v.isMet ? 'PASS' : 'FAIL'}  ${v.label}`);
  const failed = verdicts.filter((v) => !v.isMet).length;
  console.log(
    failed === 0 ? `\nAll ${verdicts.length} targets met.` : `\n${failed} target(s) missed.`,
  );
  return failed === 0;
}
