import { describe, expect, it } from 'vitest';
import { artistLine } from './artist-line.ts';

describe('artistLine', () => {
  it.each([
    [[], [], ''],
    [['Luna Vega'], [], 'Luna Vega'],
    [['Luna Vega', 'Sam Reed'], [], 'Luna Vega, Sam Reed'],
    [['Luna Vega', 'Sam Reed'], ['Kai Moreno'], 'Luna Vega, Sam Reed (feat. Kai Moreno)'],
    [['Luna Vega'], ['Kai Moreno', 'Ada Lin'], 'Luna Vega (feat. Kai Moreno, Ada Lin)'],
    [[' Luna Vega ', ' '], ['', 'Kai Moreno'], 'Luna Vega (feat. Kai Moreno)'],
    [[], ['Kai Moreno'], '(feat. Kai Moreno)'],
  ])('%j feat. %j -> %s', (main, featured, line) => {
    expect(
      artistLine(
        main.map((name) => ({ name })),
        featured.map((name) => ({ name })),
      ),
    ).toBe(line);
  });

  it('takes missing lists as empty', () => {
    expect(artistLine(undefined, undefined)).toBe('');
  });
});
