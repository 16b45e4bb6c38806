// The music-video renderer (decision 038): a 30-second 1080x1920 video — three images with zoompan motion and
// crossfades, the waveform visualiser and burnt-in lyrics, H.264 superfast + AAC — next to a same-run baseline: ffmpeg
// encoding one still image with the same audio at the same size and settings. Goal: the render under 60 s.
//
//   node --import tsx bench/video-render.mjs        (BENCH_ROUNDS rounds, default 1; each alternates render/baseline)
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import sharp from 'sharp';
import { syntheticSong } from '../packages/domain/src/audio/test-signals.ts';
import { conceptFrom, frameSizeOf, MV_STYLE_COLOURS } from '../packages/domain/src/mv-studio/concept.ts';
import { planShots } from '../packages/domain/src/mv-studio/shots.ts';
import { parseLrc } from '../packages/domain/src/lyrics/lrc.ts';
import { writeWavFile } from '../apps/server/src/platform/media/ffmpeg.ts';
import { renderVideo } from '../apps/server/src/modules/mv-studio/render/render-video.ts';
import { assDocument, cuesForSegment } from '../apps/server/src/modules/mv-studio/render/subtitles.ts';
import { readFileSync } from 'node:fs';
import { machineBusySeconds, makeTempDir, median, runMain, watchdog } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const GOAL_S = 60;
const DURATION = 30;

/** CPU seconds (user + system) used by this process's finished children (ffmpeg), from /proc/self/stat. */
function childCpuSeconds() {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** Runs `work`, answering wall seconds, ffmpeg's CPU seconds and what the rest of the machine used meanwhile. */
async function timed(work) {
  const cpu = childCpuSeconds();
  const busy = machineBusySeconds();
  const started = performance.now();
  const result = await work();
  const wall = (performance.now() - started) / 1000;
  const cpuUsed = childCpuSeconds() - cpu;
  return { result, wall, cpu: cpuUsed, other: busy === null ? null : machineBusySeconds() - busy - cpuUsed };
}

async function image(path, width, height, hue) {
  const dots = Array.from(
    { length: 40 },
    (_, i) => `<circle cx="${(i * 137) % width}" cy="${(i * 251) % height}" r="${30 + (i % 7) * 12}" fill="hsl(${(hue + i * 9) % 360},70%,${40 + (i % 5) * 8}%)"/>`,
  ).join('');
  await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${hue},50%,20%)"/>${dots}</svg>`))
    .jpeg({ quality: 90 })
    .toFile(path);
  return path;
}

await runMain(async () => {
  watchdog(ROUNDS * 240_000 + 60_000, 'video-render bench');
  const dir = makeTempDir('soundport-bench-video-');
  const song = syntheticSong({ sampleRate: 44100, barsPerSection: 4 });
  const audioPath = join(dir, 'song.wav');
  await writeWavFile(audioPath, song.channels, song.sampleRate);
  const images = [await image(join(dir, 'art.jpg'), 3000, 3000, 220), await image(join(dir, 'a.jpg'), 4000, 3000, 20), await image(join(dir, 'b.jpg'), 3000, 4000, 120)];
  const concept = conceptFrom({ template: 'lyric', aspect: '9:16', style: 'neon', seed: 7 });
  const { width, height } = frameSizeOf(concept.aspect);
  const segmentStart = song.sections[1].startSec;
  const sectionStarts = song.sections.map((s) => Math.round((s.startSec - segmentStart) * 1000));
  const shots = planShots({ durationMs: DURATION * 1000, sectionStartsMs: sectionStarts, images: ['artwork', 'a', 'b'], seed: 7 });
  const pathOf = { artwork: images[0], a: images[1], b: images[2] };
  const lrc = parseLrc(Array.from({ length: 20 }, (_, i) => `[00:${String(4 + i * 2).padStart(2, '0')}.00]Line ${i + 1} of the song, sung out loud`).join('\n'));
  const colours = MV_STYLE_COLOURS[concept.style];
  const spec = {
    width,
    height,
    fps: 25,
    audioPath,
    audioStartSec: segmentStart,
    durationSec: DURATION,
    shots: shots.map((s) => ({ imagePath: pathOf[s.image], durationSec: s.durationMs / 1000, motion: s.motion, fit: s.image === 'artwork' ? 'contain' : 'cover' })),
    transition: concept.transition,
    crossfadeSec: concept.crossfadeSec,
    visualiser: 'waves',
    accent: colours.accent,
    preset: 'superfast',
  };
  const subtitlesAss = assDocument(cuesForSegment(lrc.lines, segmentStart * 1000, DURATION * 1000), { width, height, text: colours.text, outline: colours.outline });
  console.log(`video render: ${DURATION} s at ${width}x${height}, 25 fps, ${shots.length} shots, ${concept.transition} crossfades, waves, lyrics; x264 ${spec.preset} crf 23 + AAC 160k`);

  // The baseline's image is already at the frame size: it measures encoding a picture and the audio, nothing else.
  const still = join(dir, 'still.jpg');
  await sharp(images[0]).resize(width, height, { fit: 'cover' }).jpeg({ quality: 90 }).toFile(still);
  const renders = [];
  const baselines = [];
  for (let round = 0; round < ROUNDS; round++) {
    const out = join(dir, `mv-${round}.mp4`);
    const render = await timed(() => renderVideo(spec, out, { subtitlesAss }));
    if (Math.abs(render.result.durationSec - DURATION) > 0.1) throw new Error(`rendered ${render.result.durationSec} s, asked ${DURATION} s`);
    renders.push(render.wall);
    const baseline = await timed(async () =>
      execFileSync('ffmpeg', [
        '-v',
        'error',
        '-y',
        '-loop',
        '1',
        '-framerate',
        '25',
        '-i',
        still,
        '-ss',
        String(segmentStart),
        '-t',
        String(DURATION),
        '-i',
        audioPath,
        '-vf',
        'format=yuv420p',
        '-c:v',
        'libx264',
        '-preset',
        spec.preset,
        '-crf',
        '23',
        '-c:a',
        'aac',
        '-b:a',
        '160k',
        '-t',
        String(DURATION),
        '-movflags',
        '+faststart',
        join(dir, `still-${round}.mp4`),
      ]),
    );
    baselines.push(baseline.wall);
    const other = (t) => (t.other === null ? '' : `, rest of the machine ${t.other.toFixed(0)} CPU s`);
    console.log(
      `  round ${round + 1}: render ${render.wall.toFixed(1)} s (ffmpeg ${render.cpu.toFixed(1)} CPU s${other(render)}), still-image baseline ${baseline.wall.toFixed(1)} s (${baseline.cpu.toFixed(1)} CPU s${other(baseline)})`,
    );
  }
  const render = median(renders);
  const baseline = median(baselines);
  console.log(
    `video render ${render.toFixed(1)} s (${(DURATION / render).toFixed(2)}x real time), still-image baseline ${baseline.toFixed(1)} s, render/baseline ${(render / baseline).toFixed(2)} — goal < ${GOAL_S} s: ${render < GOAL_S ? 'ok' : 'MISS'}`,
  );
});
