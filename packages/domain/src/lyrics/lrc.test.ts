import { describe, expect, it } from 'vitest';
import { formatLrc, formatStamp, looksLikeLrc, parseLrc, plainLyrics, type LyricLine } from './lrc.ts';

describe('LRC', () => {
  const lines: LyricLine[] = [
    { text: 'Hold the line', timeMs: 1_230 },
    { text: '', timeMs: 5_000 },
    { text: 'Wait for me — até amanhã', timeMs: 61_990 },
    { text: 'Long song', timeMs: 6_000_000 },
  ];

  it('round-trips lines and tags through text', () => {
    const text = formatLrc(lines, { ti: 'Glasshouse', ar: 'Mara Quinn' });
    expect(text).toBe('[ti:Glasshouse]\n[ar:Mara Quinn]\n[00:01.23]Hold the line\n[00:05.00]\n[01:01.99]Wait for me — até amanhã\n[100:00.00]Long song\n');
    const parsed = parseLrc(text);
    expect(parsed).toEqual({ lines, tags: { ti: 'Glasshouse', ar: 'Mara Quinn' }, issues: [] });
    expect(formatLrc(parsed.lines, parsed.tags)).toBe(text);
  });

  it('reads the stamp forms players write: no fraction, milliseconds, colon fraction', () => {
    const { lines: read, issues } = parseLrc('[00:07]a\n[00:08.5]b\n[00:09.123]c\n[00:10:25]d\n');
    expect(issues).toEqual([]);
    expect(read.map((line) => line.timeMs)).toEqual([7_000, 8_500, 9_123, 10_250]);
    expect(formatStamp(9_123)).toBe('[00:09.12]');
  });

  it('expands a line with several stamps and sorts by time', () => {
    const { lines: read } = parseLrc('[00:30.00][00:10.00]Chorus\n[00:20.00]Verse\n');
    expect(read).toEqual([
      { text: 'Chorus', timeMs: 10_000 },
      { text: 'Verse', timeMs: 20_000 },
      { text: 'Chorus', timeMs: 30_000 },
    ]);
  });

  it('applies the offset tag (positive shows lines sooner) and does not write it back', () => {
    const parsed = parseLrc('\uFEFF[offset:+500]\r\n[00:10.00]a\r\n[00:00.20]b');
    expect(parsed.lines).toEqual([
      { text: 'b', timeMs: 0 },
      { text: 'a', timeMs: 9_500 },
    ]);
    expect(parsed.tags).toEqual({});
    expect(formatLrc(parsed.lines, { offset: '500' })).not.toContain('offset');
  });

  it('reports malformed lines with their line numbers and keeps the good ones', () => {
    const parsed = parseLrc(['[ti:Song]', '[00:61.00]sixty-one seconds', '[00:05.00]fine', 'no stamp here', '', '[xx:10]bad', '[00:06.00][oops]text', '[mood:happy]'].join('\n'));
    expect(parsed.issues).toEqual([
      { line: 2, key: 'lyrics_lrc_bad_stamp', content: '[00:61.00]sixty-one seconds' },
      { line: 4, key: 'lyrics_lrc_untimed_line', content: 'no stamp here' },
      { line: 6, key: 'lyrics_lrc_bad_stamp', content: '[xx:10]bad' },
      { line: 7, key: 'lyrics_lrc_bad_stamp', content: '[00:06.00][oops]text' },
      { line: 8, key: 'lyrics_lrc_bad_tag', content: '[mood:happy]' },
    ]);
    expect(parsed.lines).toEqual([
      { text: 'fine', timeMs: 5_000 },
      { text: 'no stamp here', timeMs: null },
    ]);
    expect(parsed.tags).toEqual({ ti: 'Song' });
  });

  it('writes untimed lines bare, which a re-import reports', () => {
    const text = formatLrc([
      { text: 'a', timeMs: 0 },
      { text: 'b', timeMs: null },
    ]);
    expect(text).toBe('[00:00.00]a\nb\n');
    expect(parseLrc(text).issues).toEqual([{ line: 2, key: 'lyrics_lrc_untimed_line', content: 'b' }]);
  });

  it('tells LRC from plain words and gives the words alone', () => {
    expect(looksLikeLrc('hello\n[00:01.00]x')).toBe(true);
    expect(looksLikeLrc('hello [00:01.00]\nworld')).toBe(false);
    expect(plainLyrics(lines)).toBe('Hold the line\n\nWait for me — até amanhã\nLong song');
  });
});
