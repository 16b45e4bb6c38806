import { looksLikeLrc, parseLrc, plainLyrics, type LrcIssue, type LyricLine } from '@portal/domain/lyrics/lrc';

export interface ImportedWords {
  words: string;
  lines: LyricLine[] | null;
  issues: LrcIssue[];
}

/** Reads a .txt (the words) or .lrc file (words and stamps, with the lines it could not read). */
export async function readLyricsFile(file: File): Promise<ImportedWords> {
  const content = await file.text();
  if (!file.name.toLowerCase().endsWith('.lrc') && !looksLikeLrc(content)) return { words: content.replace(/\r\n?/g, '\n').trim(), lines: null, issues: [] };
  const parsed = parseLrc(content);
  return { words: plainLyrics(parsed.lines.filter((line) => line.text !== '')), lines: parsed.lines, issues: parsed.issues };
}
