import type { LyricLine } from '@portal/domain/lyrics/lrc';

/**
 * Timed lyrics for the renderer: the lines of an LRC that fall in the rendered segment, as an ASS subtitles file that
 * libass draws with the Noto fonts (fontconfig falls back per script, so Japanese, Thai or Arabic lines render too).
 */

export interface Cue {
  startMs: number;
  endMs: number;
  text: string;
}

/** A line shows until the next one starts, at most this long. */
const MAX_LINE_MS = 7000;

/** The cues of a segment, in segment time: each timed line until the next (or 7 s), clipped to the segment. */
export function cuesForSegment(lines: readonly LyricLine[], segmentStartMs: number, durationMs: number): Cue[] {
  const timed = lines.filter((line): line is LyricLine & { timeMs: number } => line.timeMs !== null && line.text.trim() !== '');
  const cues: Cue[] = [];
  timed.forEach((line, i) => {
    const next = timed[i + 1]?.timeMs ?? Number.POSITIVE_INFINITY;
    const startMs = line.timeMs - segmentStartMs;
    const endMs = Math.min(next - segmentStartMs, startMs + MAX_LINE_MS, durationMs);
    const clippedStart = Math.max(0, startMs);
    if (endMs - clippedStart >= 200) cues.push({ startMs: clippedStart, endMs, text: line.text.trim() });
  });
  return cues;
}

const assTime = (ms: number) => {
  const cs = Math.round(ms / 10);
  const h = Math.floor(cs / 360000);
  const m = Math.floor((cs % 360000) / 6000);
  const s = Math.floor((cs % 6000) / 100);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${h}:${pad(m)}:${pad(s)}.${pad(cs % 100)}`;
};

/** ASS colours are &HAABBGGRR. */
const assColour = (hex: string, alpha = 0) => {
  const clean = hex.replace('#', '');
  const [r, g, b] = [clean.slice(0, 2), clean.slice(2, 4), clean.slice(4, 6)];
  return `&H${alpha.toString(16).padStart(2, '0').toUpperCase()}${b}${g}${r}`.toUpperCase();
};

/** Lyric text is shown as typed: override blocks and escapes are neutralised. */
const assText = (text: string) => text.replace(/[{}]/g, '').replace(/\\/g, '/').replace(/\r?\n/g, '\\N');

export function assDocument(cues: readonly Cue[], look: { width: number; height: number; text: string; outline: string }): string {
  const portrait = look.height > look.width;
  const fontSize = Math.round(look.height * (portrait ? 0.034 : 0.052));
  const marginV = Math.round(look.height * (portrait ? 0.22 : 0.2));
  const marginH = Math.round(look.width * 0.07);
  return [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${look.width}`,
    `PlayResY: ${look.height}`,
    'WrapStyle: 0',
    'ScaledBorderAndShadow: yes',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    `Style: Lyric,Noto Sans,${fontSize},${assColour(look.text)},${assColour(look.text)},${assColour(look.outline)},${assColour('#000000', 0x80)},1,0,0,0,100,100,0,0,1,${Math.max(2, Math.round(fontSize / 14))},2,2,${marginH},${marginH},${marginV},1`,
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    ...cues.map((cue) => `Dialogue: 0,${assTime(cue.startMs)},${assTime(cue.endMs)},Lyric,,0,0,0,,{\\fad(150,150)}${assText(cue.text)}`),
    '',
  ].join('\n');
}
