import { describe, expect, it } from 'vitest';
import { readLyricsFile } from './lyrics-file.ts';

const file = (name: string, content: string) => new File([content], name, { type: 'text/plain' });

describe('importing a lyrics file', () => {
  it('takes a .txt as the words, line breaks normalised', async () => {
    expect(await readLyricsFile(file('song.txt', 'One\r\nTwo\r\n\r\nThree\r\n'))).toEqual({ words: 'One\nTwo\n\nThree', lines: null, issues: [] });
  });

  it('takes an .lrc (or any text with stamps) as timed lines, naming the lines it could not read', async () => {
    const imported = await readLyricsFile(file('song.txt', '[ar:Luna]\n[00:01.00]One\n[00:02.00]\n[00:x]bad\n[00:03.50]Two\n'));
    expect(imported.words).toBe('One\nTwo');
    expect(imported.lines).toEqual([
      { text: 'One', timeMs: 1_000 },
      { text: '', timeMs: 2_000 },
      { text: 'Two', timeMs: 3_500 },
    ]);
    expect(imported.issues).toEqual([{ line: 4, key: 'lyrics_lrc_bad_stamp', content: '[00:x]bad' }]);
  });
});
