import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticSong } from '@portal/domain/audio/test-signals';
import { parseLrc } from '@portal/domain/lyrics/lrc';
import { ffmpegPath, ffprobePath, writeWavFile } from '../../../platform/media/ffmpeg.ts';
import { renderVideo } from './render-video.ts';
import { assDocument, cuesForSegment } from './subtitles.ts';
import type { RenderSpec } from './filter-graph.ts';

let dir: string;
let audioPath: string;
let artPath: string;
let photoPath: string;

/** A frame at `atSec`, as 48x48 grey bytes (or the given crop of it first). */
function frameBytes(path: string, atSec: number, crop?: string): Buffer {
  const filters = [...(crop ? [`crop=${crop}`] : []), 'scale=48:48', 'format=gray'].join(',');
  return execFileSync(ffmpegPath(), ['-v', 'error', '-ss', String(atSec), '-i', path, '-frames:v', '1', '-vf', filters, '-f', 'rawvideo', 'pipe:1']);
}

const meanDifference = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;

function ffprobeStreams(path: string) {
  const json = JSON.parse(execFileSync(ffprobePath(), ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', path]).toString('utf8')) as {
    streams: { codec_type: string; codec_name: string; pix_fmt?: string; width?: number; height?: number; channels?: number }[];
    format: { duration: string };
  };
  return json;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mv-render-test-'));
  const song = syntheticSong({ sampleRate: 44100, barsPerSection: 2, structure: ['verse', 'chorus', 'verse'] });
  audioPath = join(dir, 'song.wav');
  await writeWavFile(audioPath, song.channels, song.sampleRate);
  artPath = join(dir, 'art.png');
  // Artwork with detail everywhere, so motion shows in any crop.
  const art = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#203060"/>${Array.from({ length: 12 }, (_, i) => `<circle cx="${50 * i + 25}" cy="${(i * 97) % 600}" r="${20 + i * 3}" fill="hsl(${i * 30},80%,60%)"/>`).join('')}<rect x="0" y="280" width="600" height="40" fill="#ffffff"/></svg>`,
  );
  await sharp(art).png().toFile(artPath);
  photoPath = join(dir, 'photo.jpg');
  const photo = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><defs><linearGradient id="g"><stop offset="0" stop-color="#ff5500"/><stop offset="1" stop-color="#0055ff"/></linearGradient></defs><rect width="800" height="500" fill="url(#g)"/>${Array.from({ length: 16 }, (_, i) => `<rect x="${i * 50}" y="${(i % 4) * 120}" width="30" height="30" fill="#fff"/>`).join('')}</svg>`,
  );
  await sharp(photo).jpeg().toFile(photoPath);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const baseSpec = (): Omit<RenderSpec, 'subtitlesPath'> => ({
  width: 360,
  height: 640,
  fps: 25,
  audioPath,
  audioStartSec: 1.5,
  durationSec: 4,
  shots: [
    { imagePath: artPath, durationSec: 2, motion: 'zoom_in', fit: 'contain' },
    { imagePath: photoPath, durationSec: 2, motion: 'pan_right', fit: 'cover' },
  ],
  transition: 'fade',
  crossfadeSec: 0.5,
  visualiser: 'waves',
  accent: '#39FFEC',
});

describe('renderVideo', () => {
  it('renders a 9:16 MP4: H.264 yuv420p + AAC, the frame size asked for, the segment length, index first, moving picture', async () => {
    const out = join(dir, 'portrait.mp4');
    const fractions: number[] = [];
    const info = await renderVideo(baseSpec(), out, { onProgress: (f) => void fractions.push(f) });
    expect(Math.abs(info.durationSec - 4)).toBeLessThan(0.1);
    const probe = ffprobeStreams(out);
    const video = probe.streams.find((s) => s.codec_type === 'video')!;
    const audio = probe.streams.find((s) => s.codec_type === 'audio')!;
    expect([video.codec_name, video.pix_fmt, video.width, video.height]).toEqual(['h264', 'yuv420p', 360, 640]);
    expect([audio.codec_name, audio.channels]).toEqual(['aac', 2]);
    // faststart: the index (moov) comes before the media data (mdat).
    const bytes = await readFile(out);
    expect(bytes.indexOf('moov')).toBeGreaterThan(0);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    // Zoom on the first shot: two moments of the same shot differ; the second shot differs from the first.
    const early = frameBytes(out, 0.2, 'iw:ih*0.6:0:0');
    const later = frameBytes(out, 1.4, 'iw:ih*0.6:0:0');
    const secondShot = frameBytes(out, 3.5, 'iw:ih*0.6:0:0');
    expect(meanDifference(early, later)).toBeGreaterThan(2);
    expect(meanDifference(early, secondShot)).toBeGreaterThan(20);
  });

  it('burns in the lyric lines of the segment at their times, in any script', async () => {
    const lrc = parseLrc('[00:01.00]before the segment\n[00:02.50]Shine on — 光の中で\n[00:04.00]\n[00:04.50]สวัสดี second line\n');
    const cues = cuesForSegment(lrc.lines, 1500, 4000);
    expect(cues).toEqual([
      { startMs: 0, endMs: 1000, text: 'before the segment' },
      { startMs: 1000, endMs: 3000, text: 'Shine on — 光の中で' },
      { startMs: 3000, endMs: 4000, text: 'สวัสดี second line' },
    ]);
    const spec = { ...baseSpec(), visualiser: 'none' as const };
    const plain = join(dir, 'plain.mp4');
    const withLyrics = join(dir, 'lyrics.mp4');
    await renderVideo(spec, plain);
    await renderVideo(spec, withLyrics, { subtitlesAss: assDocument(cues.slice(1, 2), { width: 360, height: 640, text: '#FFFFFF', outline: '#000000' }) });
    // The lyric band (lower part of the frame) differs while the line shows, and not after it.
    const band = 'iw:ih*0.08:0:ih*0.72';
    const during = meanDifference(frameBytes(plain, 1.8, band), frameBytes(withLyrics, 1.8, band));
    const after = meanDifference(frameBytes(plain, 3.6, band), frameBytes(withLyrics, 3.6, band));
    expect(during).toBeGreaterThan(3);
    expect(after).toBeLessThan(1);
  });

  it('renders 16:9 with each visualiser, and the visualiser follows the audio', async () => {
    for (const visualiser of ['spectrum', 'scope'] as const) {
      const out = join(dir, `wide-${visualiser}.mp4`);
      const info = await renderVideo({ ...baseSpec(), width: 640, height: 360, durationSec: 3, shots: [{ imagePath: photoPath, durationSec: 3, motion: 'still', fit: 'cover' }], visualiser }, out);
      const video = info.streams.find((s) => s.type === 'video')!;
      expect([video.codec, video.width, video.height]).toEqual(['h264', 640, 360]);
      expect(info.streams.some((s) => s.type === 'audio' && s.codec === 'aac')).toBe(true);
      expect(Math.abs(info.durationSec - 3)).toBeLessThan(0.1);
      // A still image: only the visualiser moves, so frames differ where it is drawn.
      const region = visualiser === 'spectrum' ? 'iw:ih*0.2:0:ih*0.75' : 'ih*0.45:ih*0.45:(iw-ih*0.45)/2:ih*0.37';
      expect(meanDifference(frameBytes(out, 0.5, region), frameBytes(out, 2.2, region))).toBeGreaterThan(0.5);
    }
  });
});
