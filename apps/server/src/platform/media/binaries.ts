import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';

/**
 * Where ffmpeg and ffprobe are (decision 047): the setting (FFMPEG_PATH, FFPROBE_PATH), else a build on the PATH (a
 * system package, usually newer), else the static build the npm install brought for this platform
 * (@ffmpeg-installer/ffmpeg, @ffprobe-installer/ffprobe), so `npm ci` is all a machine needs.
 */
export interface ToolLocation {
  path: string;
  source: 'setting' | 'path' | 'npm' | 'missing';
}

const executable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

function onPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && executable(join(dir, name))) return join(dir, name);
  }
  return null;
}

function fromNpm(packageName: string): string | null {
  try {
    const { path } = createRequire(import.meta.url)(packageName) as { path: string };
    return executable(path) ? path : null;
  } catch {
    // No build of this package for this platform.
    return null;
  }
}

export function locateTool(name: 'ffmpeg' | 'ffprobe', env: NodeJS.ProcessEnv = process.env): ToolLocation {
  const setting = env[name === 'ffmpeg' ? 'FFMPEG_PATH' : 'FFPROBE_PATH']?.trim();
  if (setting) return { path: setting, source: 'setting' };
  const system = onPath(name);
  if (system) return { path: system, source: 'path' };
  const bundled = fromNpm(name === 'ffmpeg' ? '@ffmpeg-installer/ffmpeg' : '@ffprobe-installer/ffprobe');
  return bundled ? { path: bundled, source: 'npm' } : { path: name, source: 'missing' };
}

export interface ToolFitness {
  /** The tool runs. */
  runs: boolean;
  /** Its first line of `-version`, or why it does not run. */
  detail: string;
  /** Version 5 or later (2022): the creation tools' filter graphs need it (xfade, today's showfreqs options). */
  current: boolean;
}

const fitness = new Map<string, Promise<ToolFitness>>();

function versionLine(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(path, ['-hide_banner', '-version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`exited with ${code}`));
    });
  });
}

/** "ffmpeg version 5.1.6-0+deb12u1 …" or, for snapshot builds, the copyright's last year ("2000-2018"). */
export function isCurrentBuild(versionText: string): boolean {
  const release = /version n?(\d+)\./.exec(versionText);
  if (release) return Number(release[1]) >= 5;
  const year = /Copyright \(c\) \d{4}-(\d{4})/.exec(versionText);
  return year ? Number(year[1]) >= 2022 : false;
}

/** "ffmpeg version N-47683-g0e8eb07980-static (2018)": the first line without the builder's address and licence text. */
export const shortVersion = (versionText: string) =>
  versionText
    .split('\n')[0]!
    .replace(/\s+https?:\/\/\S+/, '')
    .replace(/\s+Copyright \(c\) \d{4}-(\d{4}).*$/, ' ($1)')
    .trim();

/** Whether the tool at its current location runs and is current enough; asked once per location. */
export function toolFitness(name: 'ffmpeg' | 'ffprobe'): Promise<ToolFitness> {
  const location = locateTool(name);
  let answer = fitness.get(location.path);
  if (!answer) {
    answer = versionLine(location.path).then(
      (text) => ({
        runs: true,
        detail: `${shortVersion(text)}, ${location.source === 'npm' ? 'from npm' : location.source === 'path' ? 'on the PATH' : name === 'ffmpeg' ? 'FFMPEG_PATH' : 'FFPROBE_PATH'}: ${location.path}`,
        current: isCurrentBuild(text),
      }),
      (error: unknown) => ({ runs: false, detail: location.source === 'missing' ? 'not installed' : error instanceof Error ? error.message : String(error), current: false }),
    );
    fitness.set(location.path, answer);
  }
  return answer;
}
