import { useEffect, useRef, useState } from 'react';

/** Plays a part of an audio file (from startMs to endMs) and stops there; one part at a time. */
export function useClipPlayer() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);

  const stop = () => {
    audio.current?.pause();
    audio.current = null;
    setPlaying(null);
  };
  useEffect(() => stop, []);

  const play = (id: string, url: string, startMs: number, endMs: number) => {
    stop();
    const element = new Audio(url);
    audio.current = element;
    element.addEventListener('loadedmetadata', () => {
      element.currentTime = startMs / 1000;
      void element.play().catch(() => setPlaying(null));
    });
    element.addEventListener('timeupdate', () => {
      if (element.currentTime >= endMs / 1000) stop();
    });
    element.addEventListener('ended', stop);
    element.addEventListener('error', stop);
    setPlaying(id);
  };

  return { playing, play, stop };
}
