import { describe, expect, it } from 'vitest';
import { clearStamps, lineAt, moveCursor, nudge, relinkLines, stamp, startTiming, textLines, timingIssues, undo } from './timing.ts';

const untimed = (...texts: string[]) => texts.map((text) => ({ text, timeMs: null }));

describe('tap-to-time', () => {
  it('stamps the line under the cursor, rounded to the centisecond, and moves on', () => {
    let state = startTiming(untimed('a', 'b'));
    state = stamp(state, 1_234.4);
    state = stamp(state, 2_006);
    expect(state.lines).toEqual([
      { text: 'a', timeMs: 1_230 },
      { text: 'b', timeMs: 2_010 },
    ]);
    expect(state.cursor).toBe(2);
    expect(stamp(state, 9_000)).toBe(state);
  });

  it('nudges by ±0.1 s, never below zero, and leaves untimed lines alone', () => {
    let state = stamp(startTiming(untimed('a', 'b')), 50);
    state = nudge(state, 0, 100);
    expect(state.lines[0]!.timeMs).toBe(150);
    state = nudge(nudge(state, 0, -100), 0, -100);
    expect(state.lines[0]!.timeMs).toBe(0);
    expect(nudge(state, 1, 100)).toBe(state);
  });

  it('undoes one change at a time, cursor included', () => {
    const start = startTiming(untimed('a', 'b'));
    const one = stamp(start, 1_000);
    const two = nudge(stamp(one, 2_000), 1, 100);
    expect(undo(two).lines[1]!.timeMs).toBe(2_000);
    expect(undo(undo(two))).toMatchObject({ lines: one.lines, cursor: 1 });
    expect(undo(undo(undo(two)))).toMatchObject({ lines: start.lines, cursor: 0, history: [] });
    expect(undo(start)).toBe(start);
    const cleared = clearStamps(two);
    expect(cleared).toMatchObject({ cursor: 0, lines: untimed('a', 'b') });
    expect(undo(cleared).lines).toEqual(two.lines);
  });

  it('starts at the first untimed line and moves the cursor within bounds', () => {
    const state = startTiming([
      { text: 'a', timeMs: 10 },
      { text: 'b', timeMs: null },
    ]);
    expect(state.cursor).toBe(1);
    expect(moveCursor(state, 9).cursor).toBe(2);
    expect(moveCursor(state, -1).cursor).toBe(0);
  });

  it('finds the line being sung and the lines to fix', () => {
    const lines = [
      { text: 'a', timeMs: 1_000 },
      { text: 'b', timeMs: null },
      { text: 'c', timeMs: 3_000 },
      { text: 'd', timeMs: 2_000 },
    ];
    expect(lineAt(lines, 500)).toBe(-1);
    expect(lineAt(lines, 1_500)).toBe(0);
    expect(lineAt(lines, 2_500)).toBe(3);
    expect(lineAt(lines, 3_000)).toBe(2);
    expect(timingIssues(lines)).toEqual({ untimed: [1], outOfOrder: [3] });
  });

  it('keeps the stamps of unchanged lines when the words are edited', () => {
    expect(textLines('  one \n\n two\r\nthree  ')).toEqual(['one', 'two', 'three']);
    const previous = [
      { text: 'one', timeMs: 1_000 },
      { text: 'two', timeMs: 2_000 },
      { text: 'three', timeMs: 3_000 },
    ];
    expect(relinkLines(previous, 'one\nnew\n\nthree\n')).toEqual([
      { text: 'one', timeMs: 1_000 },
      { text: 'new', timeMs: null },
      { text: 'three', timeMs: 3_000 },
    ]);
  });
});
