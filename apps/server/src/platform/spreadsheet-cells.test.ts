import { describe, expect, it } from 'vitest';
import { csvText, neutraliseFormula } from './spreadsheet-cells.ts';

describe('cells a spreadsheet would run', () => {
  it('start with =, +, -, @, a tab or a carriage return and get an apostrophe; other text is kept', () => {
    for (const hostile of ['=1+1', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://x","y")']) expect(neutraliseFormula(hostile)).toBe(`'${hostile}`);
    for (const plain of ['Luna Vale', '', ' =1', "'already", 'A-1', '12.50']) expect(neutraliseFormula(plain)).toBe(plain);
  });

  it('are quoted for CSV after they are neutralised', () => {
    expect(csvText('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvText('-3, Main St')).toBe(`"'-3, Main St"`);
  });
});
