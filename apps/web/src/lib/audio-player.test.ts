import { describe, expect, it } from 'vitest';
import { createAudioPlayer, type AudioLike } from './audio-player.ts';

class FakeAudio extends EventTarget implements AudioLike {
  src = '';
  currentTime = 0;
  preload = 'auto';
  plays = 0;
  pauses = 0;
  nextPlay: Promise<void> = Promise.resolve();
  play() {
    this.plays++;
    return this.nextPlay;
  }
  pause() {
    this.pauses++;
  }
  load() {}
  removeAttribute(name: string) {
    if (name === 'src') this.src = '';
  }
  fire(name: string) {
    this.dispatchEvent(new Event(name));
  }
}

function setup() {
  const fake = new FakeAudio();
  let made = 0;
  const player = createAudioPlayer(() => {
    made++;
    return fake;
  });
  return { fake, player, made: () => made };
}

describe('audio player', () => {
  it('makes no audio element until something plays', () => {
    const { player, made } = setup();
    expect(player.snapshot('a')).toMatchObject({ owner: null, phase: 'idle' });
    expect(made()).toBe(0);
  });

  it('goes loading, playing, paused and playing again on the same track', () => {
    const { fake, player } = setup();
    player.toggle('a', '/api/files/one');
    expect(fake.src).toBe('/api/files/one');
    expect(fake.preload).toBe('none');
    expect(player.snapshot('a').phase).toBe('loading');
    fake.fire('playing');
    expect(player.snapshot('a').phase).toBe('playing');
    fake.currentTime = 42.5;
    fake.fire('timeupdate');
    expect(player.snapshot('a').positionMs).toBe(42_500);

    player.toggle('a', '/api/files/one');
    expect(player.snapshot('a').phase).toBe('paused');
    expect(fake.pauses).toBeGreaterThan(0);
    fake.fire('pause');
    expect(player.snapshot('a').phase).toBe('paused');

    player.toggle('a', '/api/files/one');
    expect(player.snapshot('a').phase).toBe('loading');
    expect(fake.src).toBe('/api/files/one');
    expect(player.snapshot('a').positionMs).toBe(42_500);
    fake.fire('playing');
    expect(player.snapshot('a').phase).toBe('playing');
  });

  it('plays one track at a time: starting another stops the first', () => {
    const { fake, player } = setup();
    player.toggle('a', '/api/files/one');
    fake.fire('playing');
    player.toggle('b', '/api/files/two');
    expect(player.snapshot('a').phase).toBe('idle');
    expect(player.snapshot('b')).toMatchObject({ owner: 'b', phase: 'loading', positionMs: 0 });
    expect(fake.src).toBe('/api/files/two');
    // The first track's pause event arrives late and must not pause the second.
    fake.fire('pause');
    expect(player.snapshot('b').phase).toBe('loading');
    fake.fire('playing');
    expect(player.snapshot('b').phase).toBe('playing');
  });

  it('shows loading while the track buffers and idle when it ends', () => {
    const { fake, player } = setup();
    player.toggle('a', '/api/files/one');
    fake.fire('playing');
    fake.fire('waiting');
    expect(player.snapshot('a').phase).toBe('loading');
    fake.fire('playing');
    fake.fire('ended');
    expect(player.snapshot('a')).toMatchObject({ owner: null, phase: 'idle', positionMs: 0 });
  });

  it('cancels a track that is still loading when it is toggled again', () => {
    const { fake, player } = setup();
    player.toggle('a', '/api/files/one');
    player.toggle('a', '/api/files/one');
    expect(player.snapshot('a').phase).toBe('paused');
    fake.fire('playing');
    expect(player.snapshot('a').phase).toBe('paused');
  });

  it('reports a file that cannot play, but not an interrupted play()', async () => {
    const { fake, player } = setup();
    fake.nextPlay = Promise.reject(Object.assign(new Error('interrupted'), { name: 'AbortError' }));
    player.toggle('a', '/api/files/one');
    await Promise.resolve();
    await Promise.resolve();
    expect(player.snapshot('a').phase).toBe('loading');

    fake.nextPlay = Promise.reject(Object.assign(new Error('unsupported'), { name: 'NotSupportedError' }));
    player.toggle('b', '/api/files/broken');
    await Promise.resolve();
    await Promise.resolve();
    expect(player.snapshot('b').phase).toBe('error');

    fake.nextPlay = Promise.resolve();
    player.toggle('b', '/api/files/broken');
    fake.fire('error');
    expect(player.snapshot('b').phase).toBe('error');
  });

  it('stops only the preview that leaves and tells subscribers', () => {
    const { fake, player } = setup();
    let notified = 0;
    const unsubscribe = player.subscribe(() => notified++);
    player.toggle('a', '/api/files/one');
    player.stop('b');
    expect(player.snapshot('a').phase).toBe('loading');
    player.stop('a');
    expect(player.snapshot('a').phase).toBe('idle');
    expect(fake.src).toBe('');
    // The element's complaint about the emptied source is nobody's error.
    fake.fire('error');
    expect(player.snapshot('a').phase).toBe('idle');
    expect(notified).toBe(2);
    unsubscribe();
    player.toggle('a', '/api/files/one');
    expect(notified).toBe(2);
  });
});
