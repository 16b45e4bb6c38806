import { useCallback, useMemo, useState } from 'react';
import { formatLrc, type LyricLine } from '@portal/domain/lyrics/lrc';
import { clearStamps, moveCursor, nudge, relinkLines, stamp, startTiming, undo, type TimingState } from '@portal/domain/lyrics/timing';

/**
 * The editor's state: the words as typed (the source of truth) and the timed lines made from them. Editing the
 * words keeps the stamps of the lines that did not change; undo steps back through timing changes since the last
 * edit of the words.
 */
export function useLyricEditor() {
  const [text, setTextState] = useState('');
  const [timing, setTiming] = useState<TimingState>(() => startTiming([]));

  const setText = useCallback((next: string) => {
    setTextState(next);
    setTiming((current) => startTiming(relinkLines(current.lines, next)));
  }, []);

  /** Replaces everything: words, and timed lines when the source has them (an LRC file, saved timings, a transcription). */
  const load = useCallback((words: string, lines?: readonly LyricLine[] | null) => {
    setTextState(words);
    setTiming(startTiming(relinkLines(lines ?? [], words)));
  }, []);

  const actions = useMemo(
    () => ({
      stamp: (timeMs: number) => setTiming((state) => stamp(state, timeMs)),
      nudge: (index: number, deltaMs: number) => setTiming((state) => nudge(state, index, deltaMs)),
      undo: () => setTiming((state) => undo(state)),
      clear: () => setTiming((state) => clearStamps(state)),
      moveCursor: (index: number) => setTiming((state) => moveCursor(state, index)),
    }),
    [],
  );

  const timedCount = timing.lines.filter((line) => line.timeMs !== null).length;
  const lrc = (title: string) => formatLrc(timing.lines, title ? { ti: title } : {});
  return { text, setText, load, timing, actions, timedCount, lrc };
}

export type LyricEditor = ReturnType<typeof useLyricEditor>;
