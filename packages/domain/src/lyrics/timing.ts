import type { LyricLine } from './lrc.ts';

/**
 * Tap-to-time: the editor plays the audio and each tap stamps the current line with the playback time, then moves
 * to the next line. Every change keeps the previous lines so undo steps back one change at a time.
 */
export interface TimingState {
  lines: LyricLine[];
  /** The line the next tap stamps (lines.length when every line is stamped). */
  cursor: number;
  history: { lines: LyricLine[]; cursor: number }[];
}

const HISTORY_LIMIT = 200;
/** Stamps are kept to the centisecond LRC writes, so an export and a re-import give the same times. */
export const roundStamp = (timeMs: number) => Math.max(0, Math.round(timeMs / 10) * 10);

/** The lines of a text: one per non-blank line (blank lines only part verses and are never timed). */
export const textLines = (text: string) =>
  text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

export const startTiming = (lines: LyricLine[]): TimingState => {
  const firstUntimed = lines.findIndex((line) => line.timeMs === null);
  return { lines, cursor: firstUntimed < 0 ? lines.length : firstUntimed, history: [] };
};

function change(state: TimingState, lines: LyricLine[], cursor: number): TimingState {
  const history = [...state.history, { lines: state.lines, cursor: state.cursor }].slice(-HISTORY_LIMIT);
  return { lines, cursor, history };
}

/** Stamps the line under the cursor with the playback time and moves on; past the last line it does nothing. */
export function stamp(state: TimingState, timeMs: number): TimingState {
  if (state.cursor >= state.lines.length) return state;
  const lines = state.lines.map((line, index) => (index === state.cursor ? { ...line, timeMs: roundStamp(timeMs) } : line));
  return change(state, lines, state.cursor + 1);
}

/** Moves one line's stamp by deltaMs (±100 from the buttons), never before 0; an untimed line stays untimed. */
export function nudge(state: TimingState, index: number, deltaMs: number): TimingState {
  const line = state.lines[index];
  if (!line || line.timeMs === null) return state;
  const lines = state.lines.map((item, at) => (at === index ? { ...item, timeMs: roundStamp(line.timeMs! + deltaMs) } : item));
  return change(state, lines, state.cursor);
}

/** Puts the cursor on a line (to stamp again from there). */
export const moveCursor = (state: TimingState, index: number): TimingState => ({
  ...state,
  cursor: Math.min(Math.max(0, index), state.lines.length),
});

export function clearStamps(state: TimingState): TimingState {
  return change(
    state,
    state.lines.map((line) => ({ ...line, timeMs: null })),
    0,
  );
}

export function undo(state: TimingState): TimingState {
  const previous = state.history[state.history.length - 1];
  if (!previous) return state;
  return { lines: previous.lines, cursor: previous.cursor, history: state.history.slice(0, -1) };
}

/** The line being sung at a playback time: the last stamped line at or before it (-1 before the first). */
export function lineAt(lines: readonly LyricLine[], timeMs: number): number {
  let found = -1;
  let latest = -1;
  lines.forEach((line, index) => {
    if (line.timeMs !== null && line.timeMs <= timeMs && line.timeMs >= latest) {
      found = index;
      latest = line.timeMs;
    }
  });
  return found;
}

export interface TimingIssues {
  /** Indexes of lines not stamped yet. */
  untimed: number[];
  /** Indexes of lines stamped earlier than the line before them. */
  outOfOrder: number[];
}

export function timingIssues(lines: readonly LyricLine[]): TimingIssues {
  const untimed: number[] = [];
  const outOfOrder: number[] = [];
  let previous = -1;
  lines.forEach((line, index) => {
    if (line.timeMs === null) untimed.push(index);
    else {
      if (line.timeMs < previous) outOfOrder.push(index);
      previous = line.timeMs;
    }
  });
  return { untimed, outOfOrder };
}

/**
 * The lines of an edited text, keeping the stamps of lines whose words did not change: each new line takes the
 * stamp of the next old line with the same words (in order), so inserting or deleting a line keeps the others' times.
 */
export function relinkLines(previous: readonly LyricLine[], text: string): LyricLine[] {
  let from = 0;
  return textLines(text).map((words) => {
    for (let at = from; at < previous.length; at++) {
      if (previous[at]!.text === words) {
        from = at + 1;
        return { text: words, timeMs: previous[at]!.timeMs };
      }
    }
    return { text: words, timeMs: null };
  });
}
