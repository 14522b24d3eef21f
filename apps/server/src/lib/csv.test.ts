import { describe, expect, it } from 'vitest';

import { csvField, csvLine } from './csv';

/** Every place a spreadsheet could start a cell: the field's start, or after a separator. */
function cellStarts(field: string): string[] {
  return field
    .replace(/^"|"$/g, '')
    .split(/[,;\t|\r\n]/)
    .map((cell) => cell.trimStart());
}

describe('csvField', () => {
  it('leaves ordinary values alone', () => {
    expect(csvField('Siti Aminah')).toBe('Siti Aminah');
    expect(csvField('2026-11-27')).toBe('2026-11-27');
    expect(csvField(42)).toBe('42');
    expect(csvField(null)).toBe('');
    expect(csvField('Jalan 5; Taman Jaya')).toBe('Jalan 5; Taman Jaya');
    expect(csvField('a, b')).toBe('"a, b"');
  });

  it('neutralises a formula at the start, as before', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-1+2')).toBe("'-1+2");
    expect(csvField('+60123456789')).toBe("'+60123456789");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t'=1");
    expect(csvField(' =1+2')).toBe("' =1+2");
  });

  it.each([
    ['a;=1+2', "a;'=1+2"],
    ['a|=1+2', "a|'=1+2"],
    ['a\t=1+2', "a\t'=1+2"],
    ['a,=1+2', '"a,\'=1+2"'],
    ['a; =1+2', "a; '=1+2"],
    ['a;;@SUM(A1)', "a;;'@SUM(A1)"],
    ['a;-2+3+cmd', "a;'-2+3+cmd"],
    ['a;+1', "a;'+1"],
    ['line\n=1+2', `"line\n'=1+2"`],
    ['line\r\n=1+2', `"line\r\n'=1+2"`],
  ])('neutralises a formula after a separator: %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('leaves no cell starting with a formula trigger, whatever the separator', () => {
    const nasty = ['a;=1', 'x|@y', 'p\t+q', 'm,-n', 'k; \t=1', 'a;\t\r\n =1', '=a;=b|=c,=d'];
    for (const value of nasty) {
      const field = csvField(value);
      for (const cell of cellStarts(field)) expect(cell).not.toMatch(/^[=+\-@]/);
    }
  });

  it('joins a line with commas and CRLF', () => {
    expect(csvLine(['a;=1', 2])).toBe("a;'=1,2\r\n");
  });
});
