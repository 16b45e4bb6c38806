// Auto-mastering (decision 034): a generated 4-minute stereo 44.1 kHz 24-bit WAV mastered end to end as the task does
// it — ffmpeg decode, analysis, EQ, compression, true-peak limiting to the target, analysis of the result, 24-bit WAV
// written — next to a same-run baseline: ffmpeg decoding the same file and encoding it again as a 24-bit WAV.
// Goal: mastering under 24 s (ten times faster than real time).
//
//   node --import tsx bench/mastering.mjs        (BENCH_ROUNDS rounds, default 1; BENCH_TARGET streaming|loud|gentle)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { syntheticSong } from '../packages/domain/src/audio/test-signals.ts';
import { MASTERING_TARGETS } from '../packages/domain/src/audio/mastering-targets.ts';
import { decodePcm, runFfmpeg, writeWavFile } from '../apps/server/src/platform/media/ffmpeg.ts';
import { masterAudio } from '../apps/server/src/modules/mastering/master-audio.ts';
import { machineBusySeconds, makeTempDir, median, runMain, watchdog } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const TARGET = process.env.BENCH_TARGET ?? 'streaming';
const GOAL_S = 24;
const SAMPLE_RATE = 44_100;

async function timed(work) {
  const busy = machineBusySeconds();
  const started = performance.now();
  const result = await work();
  const wall = (performance.now() - started) / 1000;
  return { result, wall, otherCores: busy === null ? null : Math.max(0, machineBusySeconds() - busy - wall) };
}

await runMain(async () => {
  watchdog(ROUNDS * 180_000 + 120_000, 'mastering bench');
  const dir = makeTempDir('soundport-bench-mastering-');
  // 15 sections of 8 bars at 120 bpm: 240 s, verses and choruses with kick, bass, pads, hats and a lead.
  const song = syntheticSong({
    sampleRate: SAMPLE_RATE,
    barsPerSection: 8,
    structure: ['intro', 'verse', 'chorus', 'verse', 'chorus', 'bridge', 'verse', 'chorus', 'verse', 'chorus', 'bridge', 'chorus', 'verse', 'chorus', 'outro'],
  });
  const input = join(dir, 'mix.wav');
  await writeWavFile(
    input,
    song.channels.map((c) => c.map((v) => v * 0.6)),
    SAMPLE_RATE,
    'pcm24',
  );
  const seconds = song.channels[0].length / SAMPLE_RATE;
  console.log(`input: ${seconds.toFixed(1)} s stereo ${SAMPLE_RATE} Hz 24-bit WAV; target ${TARGET} (${MASTERING_TARGETS[TARGET]} LUFS)`);

  const masters = [];
  const baselines = [];
  for (let round = 0; round < ROUNDS; round++) {
    const baseline = await timed(() => runFfmpeg(['-v', 'error', '-y', '-i', input, '-c:a', 'pcm_s24le', join(dir, 'copy.wav')], { timeoutMs: 120_000 }));
    baselines.push(baseline.wall);
    const stages = {};
    const run = await timed(async () => {
      let t = performance.now();
      const channels = await decodePcm(input, { sampleRate: SAMPLE_RATE, channels: 2 });
      stages.decode = (performance.now() - t) / 1000;
      t = performance.now();
      const mastered = await masterAudio(channels, SAMPLE_RATE, { target: TARGET, genre: 'pop' });
      stages.analyseMasterAnalyse = (performance.now() - t) / 1000;
      t = performance.now();
      writeFileSync(join(dir, 'master.wav'), mastered.wav);
      stages.write = (performance.now() - t) / 1000;
      return mastered;
    });
    masters.push(run.wall);
    const { before, after } = run.result;
    console.log(
      `round ${round + 1}: mastering ${run.wall.toFixed(2)} s (decode ${stages.decode.toFixed(2)}, analyse+master+analyse ${stages.analyseMasterAnalyse.toFixed(2)}, write ${stages.write.toFixed(2)}); ` +
        `ffmpeg decode+encode baseline ${baseline.wall.toFixed(2)} s; other load ${run.otherCores === null ? 'n/a' : `${run.otherCores.toFixed(1)} core-s`}`,
    );
    console.log(
      `  before: ${before.integratedLufs} LUFS, ${before.truePeakDbtp} dBTP, LRA ${before.loudnessRangeLu} LU — after: ${after.integratedLufs} LUFS, ${after.truePeakDbtp} dBTP, LRA ${after.loudnessRangeLu} LU`,
    );
  }
  const m = median(masters);
  const b = median(baselines);
  const verdict = m < GOAL_S ? 'OK' : 'MISS';
  console.log(
    `\nmastering a ${Math.round(seconds)} s track: ${m.toFixed(2)} s (${(seconds / m).toFixed(1)}x real time), baseline ffmpeg decode+encode ${b.toFixed(2)} s, ratio ${(m / b).toFixed(1)}x — goal < ${GOAL_S} s: ${verdict}`,
  );
});
