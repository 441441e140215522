// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('writing CSV', () => {
  it('quotes only what needs quoting', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField(3)).toBe('3');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('two\rlines')).toBe('"two\rlines"');
    expect(csvField(' padded ')).toBe('" padded "');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-1+cmd')).toBe("'-1+cmd");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('\t=cmd')).toBe("'\t=cmd");
    expect(csvField('\r=cmd')).toBe('"\'\r=cmd"');
  });

  it('keeps a bare carriage return inside its field, so no row can start with a formula', () => {
    const csv = toCsv([
      ['text', 'n'],
      ["ok\r=cmd|' /C calc'!A0", 1],
    ]);
    // Split as a spreadsheet would, at any line break outside quotes: every row starts as written.
    const rows = csv.match(/(?:"(?:[^"]|"")*"|[^\r\n"])+/g) ?? [];
    expect(rows).toEqual(['text,n', `"ok\r=cmd|' /C calc'!A0",1`]);
  });
});
