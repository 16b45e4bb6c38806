// Upload throughput and memory: a 1 GiB WAV through POST /upload/partial/init, /upload/partial/upload (5 MiB parts,
// 3 at a time, as the browser sends them) and /upload/partial/merge against the bundled server on loopback, next to a
// streamed copy of the same file on the same disk in the same run. Prints the speed ratio (goal >= 0.5) and the
// server's peak resident memory while the upload runs (goal < 256 MB). For scale it also sends the same parts to a
// bare node:http receiver that writes each body to disk and does nothing else (no parsing, hashing or database).
//
//   node bench/upload.mjs                  (build first: node scripts/build.mjs server)
//   UPLOAD_BENCH_MB=1024   file size in MiB (default 1024)
//   UPLOAD_BENCH_DATABASE_URL=postgres://…  run the server on a fresh database of that PostgreSQL server instead of
//                          PGlite (whose WASM heap is most of the server's resident memory)
//   UPLOAD_BENCH_PROFILE=dir  write a CPU profile of the server there (node --cpu-prof)
//   UPLOAD_BENCH_JSON=file also write the figures as JSON
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { HOST, cookieHeader, cpuSeconds, freePort, login, makeTempDir, runMain, serverEntry, spawnNode, stop, waitFor200, watchdog } from './lib.mjs';

const MiB = 1024 * 1024;
const SIZE_MB = Number(process.env.UPLOAD_BENCH_MB ?? 1024);
const PART_SIZE = 5 * MiB;
const PARALLEL = 3;
const GOALS = { ratio: 0.5, peakRssMb: 256 };

/** A 24-bit 192 kHz stereo WAV of about SIZE_MB MiB (15.5 minutes for 1 GiB), written in 4 MiB blocks. */
async function writeWav(path) {
  const blockAlign = 6;
  const dataSize = Math.floor((SIZE_MB * MiB - 44) / blockAlign) * blockAlign;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataSize, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(2, 22);
  header.writeUInt32LE(192_000, 24);
  header.writeUInt32LE(192_000 * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(24, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataSize, 40);
  const noise = randomBytes(4 * MiB);
  const hash = createHash('sha256').update(header);
  const file = await open(path, 'w');
  await file.write(header);
  for (let left = dataSize; left > 0; left -= noise.length) {
    const block = left >= noise.length ? noise : noise.subarray(0, left);
    hash.update(block);
    await file.write(block);
  }
  await file.close();
  return { size: 44 + dataSize, sha256: hash.digest('hex') };
}

/**
 * On a virtual machine a page of memory costs much more the first time it is touched than when the kernel reuses it;
 * the page cache of the files written below would make whichever run comes first pay for that. Writing and deleting
 * a scratch file of four times the size first lets every run, copy and upload alike, reuse touched pages.
 */
async function warmPageCache(folder, bytes) {
  const scratch = join(folder, 'scratch.bin');
  const block = Buffer.alloc(4 * MiB, 1);
  const file = await open(scratch, 'w');
  for (let written = 0; written < bytes; written += block.length) await file.write(block);
  await file.close();
  await rm(scratch);
}

async function timedCopy(from, to) {
  const started = performance.now();
  await pipeline(createReadStream(from, { highWaterMark: MiB }), createWriteStream(to, { highWaterMark: MiB }));
  const ms = performance.now() - started;
  await rm(to);
  return ms;
}

/** Highest VmRSS of a process while it runs, sampled every 20 ms (Linux /proc), per phase. */
function rssSampler(pid) {
  const peaks = {};
  let phase = 'before';
  const sample = () => {
    try {
      const kb = Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
      peaks[phase] = Math.max(peaks[phase] ?? 0, kb / 1024);
    } catch {}
  };
  sample();
  const timer = setInterval(sample, 20);
  return {
    phase(name) {
      sample();
      phase = name;
    },
    stop() {
      sample();
      clearInterval(timer);
      return peaks;
    },
  };
}

/** A new database on the server named by UPLOAD_BENCH_DATABASE_URL, or null for PGlite. */
async function freshDatabase() {
  const serverUrl = process.env.UPLOAD_BENCH_DATABASE_URL;
  if (!serverUrl) return null;
  const name = `bench_upload_${randomBytes(5).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

// The floor: node:http writing each request body to a file (cycling over 8 names), answering {} when done.
const BARE_RECEIVER = `
import http from 'node:http';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
let next = 0;
http.createServer(async (req, res) => {
  if (req.method === 'GET') return res.end('{}');
  await pipeline(req, createWriteStream(process.env.FOLDER + '/part-' + (next++ % 8)));
  res.setHeader('content-type', 'application/json');
  res.end('{"data":{}}');
}).listen(Number(process.env.PORT), process.env.HOST);
`;

async function call(base, jar, path, init) {
  const res = await fetch(`${base}${path}`, { ...init, headers: { ...init.headers, cookie: cookieHeader(jar), 'x-csrf-token': jar.csrf_token ?? '' } });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

const json = (value) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });

function multipartPart(session, index, bytes) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const field = (name, value) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('uploadId', session.uploadId) +
      field('objectKey', session.objectKey) +
      field('partIndex', String(index)) +
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="blob"\r\ncontent-type: application/octet-stream\r\n\r\n`,
  );
  return { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]) };
}

/** Every part, PARALLEL at a time, read from the file as the browser slices it. */
async function sendParts(path, size, session, send) {
  const file = await open(path, 'r');
  const waiting = Array.from({ length: Math.ceil(size / session.partSize) }, (_, index) => index);
  try {
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let index = waiting.shift(); index !== undefined; index = waiting.shift()) {
          const bytes = Buffer.alloc(Math.min(session.partSize, size - index * session.partSize));
          await file.read(bytes, 0, bytes.length, index * session.partSize);
          await send(multipartPart(session, index, bytes));
        }
      }),
    );
  } finally {
    await file.close();
  }
}

/** The three calls as the browser makes them; returns the merge's answer and the time of each phase. */
async function upload(base, jar, path, size, rss) {
  rss.phase('parts');
  const started = performance.now();
  const session = await call(base, jar, '/api/upload/partial/init', json({ mimeType: 'audio/wav', fileName: 'bench.wav', size, kind: 'audio', partSize: PART_SIZE }));
  await sendParts(path, size, session, (init) => call(base, jar, '/api/upload/partial/upload', init));
  const partsDone = performance.now();
  rss.phase('merge');
  const partIds = Array.from({ length: session.partCount }, (_, index) => index);
  const merged = await call(base, jar, '/api/upload/partial/merge', json({ uploadId: session.uploadId, objectKey: session.objectKey, partIds }));
  const ended = performance.now();
  return { merged, totalMs: ended - started, partsMs: partsDone - started, mergeMs: ended - partsDone };
}

async function bareReceive(_dataDir, path, size) {
  const port = await freePort();
  const folder = makeTempDir('bench-upload-bare-');
  const receiver = spawnNode('bare-receiver', ['--input-type=module', '-e', BARE_RECEIVER], { env: { PORT: String(port), HOST, FOLDER: folder } });
  const base = `http://${HOST}:${port}`;
  await waitFor200(base, receiver);
  const started = performance.now();
  await sendParts(path, size, { uploadId: 'bare', objectKey: 'bare', partSize: PART_SIZE }, (init) => call(base, {}, '/', init));
  const ms = performance.now() - started;
  await stop(receiver);
  await rm(folder, { recursive: true, force: true });
  return ms;
}

await runMain(async () => {
  watchdog(240_000, 'bench/upload.mjs');
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run node scripts/build.mjs server first`);
  const dataDir = makeTempDir('bench-upload-');
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const database = await freshDatabase();
  const profile = process.env.UPLOAD_BENCH_PROFILE;
  const startServer = (nodeArgs = []) =>
    spawnNode('server', [...nodeArgs, serverEntry], {
      env: { DATA_DIR: dataDir, PORT: String(port), HOST, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...(database ? { DATABASE_URL: database.url } : {}) },
    });
  // The first start migrates and creates the demo data (contract PDFs and all); the measured server is a restart,
  // as a server runs in production.
  const seeding = startServer();
  await waitFor200(`${base}/api/open/ping`, seeding);
  await stop(seeding);
  const server = startServer(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []);
  try {
    await waitFor200(`${base}/api/open/ping`, server);
    const jar = await login(base);

    await warmPageCache(dataDir, 4 * SIZE_MB * MiB);
    const source = join(dataDir, 'source.wav');
    const written = await writeWav(source);
    const mb = written.size / MiB;
    console.log(`file: ${mb.toFixed(0)} MiB WAV (24 bit, 192 kHz, stereo); server on ${database ? 'PostgreSQL' : 'PGlite'}, storage on the same disk`);

    // The copy runs before and after the upload; their mean is the baseline, so drift in the machine's load cancels.
    const copyBefore = await timedCopy(source, join(dataDir, 'copy.wav'));
    const rss = rssSampler(server.child.pid);
    const [serverCpu0, clientCpu0] = [cpuSeconds(server.child.pid), process.cpuUsage()];
    const result = await upload(base, jar, source, written.size, rss);
    const peaks = rss.stop();
    const clientCpu = process.cpuUsage(clientCpu0);
    const cpu = { server: cpuSeconds(server.child.pid) - serverCpu0, client: (clientCpu.user + clientCpu.system) / 1e6 };
    const copyAfter = await timedCopy(source, join(dataDir, 'copy.wav'));
    if (result.merged.size !== written.size || result.merged.meta.sha256 !== written.sha256) throw new Error(`merged file differs: ${JSON.stringify(result.merged)}`);
    const bareMs = await bareReceive(dataDir, source, written.size);

    const copyMs = (copyBefore + copyAfter) / 2;
    const ratio = copyMs / result.totalMs;
    const peakMb = Math.max(peaks.parts, peaks.merge);
    const speed = (ms) => `${((mb / ms) * 1000).toFixed(0)} MiB/s`;
    const verdict = (ok) => (ok ? 'PASS' : 'MISS');
    console.log(`copy on the same disk:     ${copyMs.toFixed(0)} ms (${speed(copyMs)}; runs ${copyBefore.toFixed(0)} and ${copyAfter.toFixed(0)} ms)`);
    console.log(`bare HTTP receiver:        ${bareMs.toFixed(0)} ms (${speed(bareMs)}): the same parts, each body written to disk, nothing else`);
    console.log(`upload init→merge:         ${result.totalMs.toFixed(0)} ms (${speed(result.totalMs)}): parts ${result.partsMs.toFixed(0)} ms, merge and checks ${result.mergeMs.toFixed(0)} ms`);
    console.log(`CPU during the upload:     server ${cpu.server.toFixed(2)} s (all its threads), this client ${cpu.client.toFixed(2)} s`);
    console.log(
      `speed upload/copy:         ${ratio.toFixed(2)}  goal >= ${GOALS.ratio}  ${verdict(ratio >= GOALS.ratio)}   (bare receiver/copy ${(copyMs / bareMs).toFixed(2)}, upload/bare ${(bareMs / result.totalMs).toFixed(2)})`,
    );
    console.log(
      `server peak RSS:           ${peakMb.toFixed(0)} MB during the upload  goal < ${GOALS.peakRssMb} MB  ${verdict(peakMb < GOALS.peakRssMb)}   (${peaks.before.toFixed(0)} MB before; parts ${peaks.parts.toFixed(0)}, merge ${peaks.merge.toFixed(0)}: growth ${(peakMb - peaks.before).toFixed(0)} MB)`,
    );
    if (process.env.UPLOAD_BENCH_JSON) {
      const { merged, ...times } = result;
      writeFileSync(process.env.UPLOAD_BENCH_JSON, JSON.stringify({ sizeBytes: written.size, copyMs, bareMs, ...times, ratio, cpu, rssMb: peaks }, null, 2));
    }
  } finally {
    await stop(server);
    await database?.drop();
  }
});
