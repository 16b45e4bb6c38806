/**
 * One audio element for the whole page, so only one track plays at a time (document 3: audio preview toggles
 * between play, pause and loading). Each preview is an `owner`; starting one takes the element from the other.
 * The element is made on first use, so importing this module costs nothing on pages that never play.
 */
export type PlaybackPhase = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

export interface Playback {
  owner: string | null;
  phase: PlaybackPhase;
  positionMs: number;
}

/** The part of HTMLAudioElement the player uses (tests pass a fake). */
export interface AudioLike extends EventTarget {
  src: string;
  currentTime: number;
  preload: string;
  play(): Promise<void>;
  pause(): void;
  load(): void;
  removeAttribute(name: string): void;
}

const IDLE: Playback = Object.freeze({ owner: null, phase: 'idle', positionMs: 0 });

export function createAudioPlayer(makeAudio: () => AudioLike) {
  let audio: AudioLike | null = null;
  let state: Playback = IDLE;
  const listeners = new Set<() => void>();

  const set = (next: Playback) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const update = (change: Partial<Playback>) => set({ ...state, ...change });

  // Media events arrive after the calls that caused them: a 'pause' of the previous track can come in once the
  // next one is loading. So the phase follows our own calls, and events only report what the element did alone.
  const on: Record<string, (element: AudioLike) => void> = {
    playing: () => state.phase === 'loading' && update({ phase: 'playing' }),
    waiting: () => state.phase === 'playing' && update({ phase: 'loading' }),
    pause: () => state.phase === 'playing' && update({ phase: 'paused' }),
    timeupdate: (element) => update({ positionMs: element.currentTime * 1000 }),
    ended: () => set(IDLE),
    error: () => update({ phase: 'error' }),
  };

  const element = () => {
    if (!audio) {
      const created = makeAudio();
      created.preload = 'none';
      for (const [name, handle] of Object.entries(on)) created.addEventListener(name, () => state.owner !== null && handle(created));
      audio = created;
    }
    return audio;
  };

  const start = (owner: string) =>
    element()
      .play()
      .catch((failure: unknown) => {
        // A later pause or another track interrupts play() with an AbortError; that is not a failure.
        if (state.owner === owner && (failure as { name?: string } | null)?.name !== 'AbortError') update({ phase: 'error' });
      });

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** What one preview shows: its own playback, or idle while another owns the element. */
    snapshot(owner: string): Playback {
      return state.owner === owner ? state : IDLE;
    },
    /** Play, pause or resume this preview's track; starting it stops whatever else was playing. */
    toggle(owner: string, src: string) {
      const media = element();
      if (state.owner === owner && (state.phase === 'playing' || state.phase === 'loading')) {
        media.pause();
        update({ phase: 'paused' });
        return;
      }
      if (state.owner === owner && state.phase === 'paused') {
        update({ phase: 'loading' });
        void start(owner);
        return;
      }
      media.pause();
      media.src = src;
      set({ owner, phase: 'loading', positionMs: 0 });
      void start(owner);
    },
    /** Stops and forgets this preview's track (when it leaves the page); others are left alone. */
    stop(owner: string) {
      if (state.owner !== owner || !audio) return;
      set(IDLE);
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
    },
  };
}

export type AudioPlayer = ReturnType<typeof createAudioPlayer>;

export const audioPlayer: AudioPlayer = createAudioPlayer(() => new Audio());
