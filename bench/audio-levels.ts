// The upload's level check (decision 070): what one pass over a 10-minute stereo 44.1 kHz WAV adds to the checks of an
// uploaded file. A loud master (a generated song mastered to -9 LUFS by our own chain, the worst case for the true-peak
// scan: many samples near the peak) repeated to 10 minutes, as a 24-bit and a 16-bit WAV, the same song unmastered
// (a mix peaking at -7 dBFS) and the master pushed 6 dB into clipping (a file the upload warns about, so it is read a
// second time for the loudness figures), as 24-bit WAVs, in a local store. Timed:
// the checks of an upload (inspectStoredFile: header, then the samples measured), next to reading the same data chunk
// and doing nothing with it, and next to the SHA-256 every merge computes over the whole file anyway. CPU time is the
// process's own (user + system), so other work on the machine inflates only the wall time.
//
//   node --import tsx bench/audio-levels.ts        (BENCH_ROUNDS rounds, default 3)
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readWavHeader } from '../packages/domain/src/release/audio-header.ts';
import { master } from '../packages/domain/src/audio/mastering.ts';
import { syntheticSong } from '../packages/domain/src/audio/test-signals.ts';
import { encodeWav } from '../apps/server/src/platform/media/ffmpeg.ts';
import { LocalDiskStore, readRange } from '../apps/server/src/platform/storage.ts';
import { inspectStoredFile } from '../apps/server/src/modules/uploads/inspect-file.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SAMPLE_RATE = 44_100;
const MINUTES = 10;
/** What the check may add to a 10-minute upload. */
const GOAL_S = 1;

async function timed<T>(work: () => Promise<T>) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const used = process.cpuUsage(cpu);
  return { result, wall: (performance.now() - started) / 1000, cpu: (used.user + used.system) / 1e6 };
}

/** 16-bit samples from the 24-bit WAV's (the top two bytes of each). */
function to16(wav24: Buffer): Buffer {
  const frames = (wav24.length - 44) / 6;
  const out = Buffer.alloc(44 + frames * 4);
  wav24.copy(out, 0, 0, 44);
  out.writeUInt32LE(36 + frames * 4, 4);
  out.writeUInt32LE(SAMPLE_RATE * 4, 28);
  out.writeUInt16LE(4, 32);
  out.writeUInt16LE(16, 34);
  out.writeUInt32LE(frames * 4, 40);
  for (let i = 0, from = 44, to = 44; i < frames * 2; i++, from += 3, to += 2) (out[to] = wav24[from + 1]!), (out[to + 1] = wav24[from + 2]!);
  return out;
}

const watchdog = setTimeout(
  () => {
    console.error('audio levels bench: still running after its time bound — aborting');
    process.exit(1);
  },
  ROUNDS * 120_000 + 240_000,
);
watchdog.unref();

{
  const dir = mkdtempSync(join(tmpdir(), 'soundport-bench-levels-'));
  try {
    const song = syntheticSong({ sampleRate: SAMPLE_RATE, barsPerSection: 8, structure: ['intro', 'verse', 'chorus', 'verse', 'chorus', 'bridge', 'chorus', 'outro'] });
    const loud = await master(
      song.channels.map((c) => c.map((v) => v * 0.6)),
      SAMPLE_RATE,
      { target: 'loud', genre: 'pop' },
    );
    const frames = MINUTES * 60 * SAMPLE_RATE;
    const tenMinutes = (channels: Float32Array[]) =>
      channels.map((ch) => {
        const out = new Float32Array(frames);
        for (let at = 0; at < frames; at += ch.length) out.set(ch.subarray(0, Math.min(ch.length, frames - at)), at);
        return out;
      });
    const wav24 = encodeWav(tenMinutes(loud.channels), SAMPLE_RATE, 'pcm24');
    const store = new LocalDiskStore(dir);
    await store.put('bench/master24.wav', wav24, 'audio/wav');
    await store.put('bench/master16.wav', to16(wav24), 'audio/wav');
    await store.put('bench/mix24.wav', encodeWav(tenMinutes(song.channels.map((c) => c.map((v) => v * 0.6))), SAMPLE_RATE, 'pcm24'), 'audio/wav');
    // encodeWav clips at full scale.
    await store.put('bench/clipped24.wav', encodeWav(tenMinutes(loud.channels.map((c) => c.map((v) => v * 2))), SAMPLE_RATE, 'pcm24'), 'audio/wav');

    for (const [name, key] of [
      ['loud master, 24-bit', 'bench/master24.wav'],
      ['loud master, 16-bit', 'bench/master16.wav'],
      ['unmastered mix, 24-bit', 'bench/mix24.wav'],
      ['clipped master (warned: measured twice), 24-bit', 'bench/clipped24.wav'],
    ] as const) {
      const size = (await store.stat(key))!.size;
      const header = (await readWavHeader(async (offset, length) => (await readRange(store, key, offset, length)) ?? Buffer.alloc(0), size))!;
      const checks: number[] = [];
      const checksCpu: number[] = [];
      const reads: number[] = [];
      const hashes: number[] = [];
      let levels: unknown;
      for (let round = 0; round < ROUNDS; round++) {
        const read = await timed(async () => {
          const object = await store.getStream(key, { start: header.dataOffset, end: header.dataOffset + header.dataSize - 1 });
          for await (const _chunk of object!.stream);
        });
        const hash = await timed(async () => {
          const digest = createHash('sha256');
          for await (const chunk of (await store.getStream(key))!.stream) digest.update(chunk as Buffer);
          return digest.digest('hex');
        });
        const check = await timed(() => inspectStoredFile(store, key, { kind: 'audio', fileName: 'master.wav', mimeType: 'audio/wav' }));
        if (!('file' in check.result)) throw new Error(`the master was refused: ${JSON.stringify(check.result)}`);
        levels = check.result.file.meta.levels;
        checks.push(check.wall);
        checksCpu.push(check.cpu);
        reads.push(read.wall);
        hashes.push(hash.wall);
        console.log(
          `${name}, round ${round + 1}: checks ${check.wall.toFixed(2)} s (CPU ${check.cpu.toFixed(2)} s); reading the data alone ${read.wall.toFixed(2)} s; SHA-256 of the file ${hash.wall.toFixed(2)} s`,
        );
      }
      const added = median(checks) - median(reads);
      const warned = key.includes('clipped');
      console.log(`  levels: ${JSON.stringify(levels)}`);
      console.log(
        `${MINUTES}-minute WAV, ${name} (${(size / 2 ** 20).toFixed(0)} MiB): checks ${median(checks).toFixed(2)} s (CPU ${median(checksCpu).toFixed(2)} s), read alone ${median(reads).toFixed(2)} s, ` +
          `SHA-256 ${median(hashes).toFixed(2)} s — the measuring adds ${added.toFixed(2)} s` +
          (warned ? ' (a warned file: no goal)\n' : `; goal < ${GOAL_S} s: ${added < GOAL_S ? 'OK' : 'MISS'}\n`),
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
