/**
 * LRC, the timed-lyrics text format: `[mm:ss.xx]line` per line, `[key:value]` tags (ti, ar, al, by, offset, length…).
 * A line may carry several stamps (`[00:12.00][00:48.00]chorus`); it is then one line per stamp. `[offset:+500]`
 * shows every line 500 ms sooner: it is applied while parsing and never written back.
 */

export interface LyricLine {
  text: string;
  /** Milliseconds from the start of the audio; null while the line is not timed yet. */
  timeMs: number | null;
}

/** What can be wrong with a line of an LRC file: message keys with {{line}} and {{content}}. */
export const LRC_ISSUE_KEYS = ['lyrics_lrc_bad_stamp', 'lyrics_lrc_untimed_line', 'lyrics_lrc_bad_tag'] as const;

export interface LrcIssue {
  /** 1-based line of the file. */
  line: number;
  key: (typeof LRC_ISSUE_KEYS)[number];
  content: string;
}

export interface ParsedLrc {
  lines: LyricLine[];
  tags: Record<string, string>;
  issues: LrcIssue[];
}

/** Tags a file may carry; anything else in brackets at the start of a line that is not a stamp is a bad stamp. */
const KNOWN_TAGS = new Set(['ti', 'ar', 'al', 'au', 'by', 'offset', 'length', 're', 've', 'la', 'lr', '#']);
const STAMP = /^\[(\d{1,3}):(\d{1,2})(?:[.:](\d{1,3}))?\]/;
const TAG = /^\[([a-z#]+):(.*)\]\s*$/i;

function stampMs(match: RegExpExecArray): number | null {
  const [, minutes, seconds, fraction = ''] = match;
  if (Number(seconds) >= 60) return null;
  const fractionMs = fraction === '' ? 0 : Math.round(Number(`0.${fraction}`) * 1000);
  return (Number(minutes) * 60 + Number(seconds)) * 1000 + fractionMs;
}

/** Reads an LRC file: its timed lines in time order, its tags, and each line it could not read with its number. */
export function parseLrc(source: string): ParsedLrc {
  const tags: Record<string, string> = {};
  const issues: LrcIssue[] = [];
  const timed: { timeMs: number; text: string; order: number }[] = [];
  const untimed: LyricLine[] = [];
  source
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, index) => {
      const line = index + 1;
      const content = raw.trim();
      if (content === '') return;
      const tag = TAG.exec(content);
      if (tag && !STAMP.test(content)) {
        const key = tag[1]!.toLowerCase();
        if (!KNOWN_TAGS.has(key)) issues.push({ line, key: 'lyrics_lrc_bad_tag', content });
        else if (key === 'offset' && !/^[+-]?\d+$/.test(tag[2]!.trim())) issues.push({ line, key: 'lyrics_lrc_bad_tag', content });
        else tags[key] = tag[2]!.trim();
        return;
      }
      const stamps: number[] = [];
      let rest = content;
      for (let match = STAMP.exec(rest); match; match = STAMP.exec(rest)) {
        const ms = stampMs(match);
        if (ms === null) {
          issues.push({ line, key: 'lyrics_lrc_bad_stamp', content });
          return;
        }
        stamps.push(ms);
        rest = rest.slice(match[0].length);
      }
      if (rest.startsWith('[') && /^\[[^\]]*\]/.test(rest)) {
        issues.push({ line, key: 'lyrics_lrc_bad_stamp', content });
        return;
      }
      const text = rest.trim();
      if (stamps.length === 0) {
        issues.push({ line, key: 'lyrics_lrc_untimed_line', content });
        untimed.push({ text, timeMs: null });
        return;
      }
      for (const timeMs of stamps) timed.push({ timeMs, text, order: timed.length });
    });
  const offset = Number(tags.offset ?? 0);
  delete tags.offset;
  const lines = timed.sort((a, b) => a.timeMs - b.timeMs || a.order - b.order).map(({ timeMs, text }) => ({ text, timeMs: Math.max(0, timeMs - offset) }));
  return { lines: [...lines, ...untimed], tags, issues };
}

/** `[mm:ss.xx]`: centiseconds, the precision every player reads. */
export function formatStamp(timeMs: number): string {
  const centis = Math.round(Math.max(0, timeMs) / 10);
  const minutes = Math.floor(centis / 6000);
  const seconds = Math.floor((centis % 6000) / 100);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `[${pad(minutes)}:${pad(seconds)}.${pad(centis % 100)}]`;
}

/** Writes LRC: the tags, then each line with its stamp (a line not timed yet is written bare, as parseLrc reports it). */
export function formatLrc(lines: readonly LyricLine[], tags: Record<string, string> = {}): string {
  const head = Object.entries(tags)
    .filter(([key, value]) => key !== 'offset' && value.trim() !== '')
    .map(([key, value]) => `[${key}:${value.trim().replace(/[\r\n\]]+/g, ' ')}]`);
  const body = lines.map((line) => (line.timeMs === null ? line.text : `${formatStamp(line.timeMs)}${line.text}`));
  return `${[...head, ...body].join('\n')}\n`;
}

/** The words alone, one line each. */
export const plainLyrics = (lines: readonly LyricLine[]) => lines.map((line) => line.text).join('\n');

/** Whether a file is LRC rather than plain words: any line starting with a stamp. */
export const looksLikeLrc = (source: string) => source.split(/\r\n|\r|\n/).some((line) => STAMP.test(line.trim()));
