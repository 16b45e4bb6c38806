import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

const dir = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('keeps the lock beside the folder, which PGlite needs empty to create a database', () => {
  const release = lockDataDir(dir);
  expect(existsSync(`${dir}.lock`)).toBe(true);
  expect(readdirSync(dir)).toEqual([]);
  release();
});

describe('the embedded database folder lock', () => {
  it('refuses a second server while the first runs, saying which process holds it and what to do', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(`${dir}.lock`, String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by another server \\(process ${other.pid}\\).*DATA_DIR`));
      expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that ended, and frees the folder when released', async () => {
    const ended = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => ended.on('exit', resolve));
    writeFileSync(`${dir}.lock`, String(ended.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockDataDir(dir)();
  });
});
