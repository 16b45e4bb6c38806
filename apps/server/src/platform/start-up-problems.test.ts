import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { bundledServer, freePort, removeBundledServer } from '../test/server-process.ts';

afterAll(() => removeBundledServer());

// Issue 23 §2: a server started without what it relies on says so, one line per problem, naming what mends it.
it('prints one line per missing thing at start: the schema, a delivery folder it cannot write, ffmpeg', async () => {
  const root = await mkdtemp(join(tmpdir(), 'start-up-'));
  const dataDir = join(root, 'data');
  await writeFile(join(root, 'plain-file'), 'x');
  const child = spawn(process.execPath, [await bundledServer()], {
    // Only what a user's shell would hold: the test runner's own variables change how the embedded database starts.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      JOB_POLL_MS: '0',
      LOG_LEVEL: 'warn',
      DDEX_SCHEMA_DIR: join(root, 'no-schema'),
      DELIVERY_TARGET_1026: `file://${join(root, 'plain-file', 'spotify')}`,
      FFMPEG_PATH: join(root, 'no-ffmpeg'),
      DDEX_SENDER_DPID: 'PADPIDA2026120201X',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  try {
    const deadline = Date.now() + 60_000;
    while (!stdout.includes('SoundPort is running') && Date.now() < deadline && child.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stdout, stderr).toContain('SoundPort is running');
    const lines = stderr.split('\n').filter((line) => line.startsWith('PROBLEM'));
    expect(lines).toEqual([
      expect.stringMatching(/^PROBLEM \[delivery\] The DDEX ERN 4\.3 schema is not at .*no-schema: no release can be delivered\. Set DDEX_SCHEMA_DIR/),
      expect.stringMatching(/^PROBLEM \[uploads\] ffmpeg cannot run \(.*\)\. Run npm ci .* or set FFMPEG_PATH/),
      expect.stringMatching(/^PROBLEM \[delivery\] Deliveries to Spotify cannot be written to .*plain-file.*spotify \(ENOTDIR\)\. .*DELIVERY_TARGET_1026/),
    ]);
    expect(stdout).toMatch(/3 setup problem\(s\)/);
  } finally {
    child.kill('SIGKILL');
    await rm(root, { recursive: true, force: true });
  }
});
