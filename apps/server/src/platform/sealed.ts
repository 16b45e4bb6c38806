import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Config } from '../config.ts';

const VERSION = 'v1';

/**
 * Seals short personal values (a social security number) with AES-256-GCM before they are stored, so a copy of the
 * database alone does not give them away. The key is DATA_ENCRYPTION_KEY (32 bytes, base64; every server of a
 * deployment needs the same one), or a key file made once in the data folder for a single-server install.
 */
export class Sealer {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('the data encryption key must be 32 bytes');
  }

  seal(text: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), sealed.toString('base64')].join(':');
  }

  open(value: string): string {
    const [version, iv, tag, sealed] = value.split(':');
    if (version !== VERSION || !iv || !tag || sealed === undefined) throw new Error('not a sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
  }
}

const sealers = new WeakMap<Config, Promise<Sealer>>();

async function keyFile(path: string): Promise<Buffer> {
  const existing = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? null : Promise.reject(error)));
  if (existing !== null) return Buffer.from(existing.trim(), 'base64');
  const key = randomBytes(32);
  await mkdir(dirname(path), { recursive: true });
  // wx: two servers starting at once on one folder agree on the first key written.
  await writeFile(path, key.toString('base64'), { flag: 'wx', mode: 0o600 }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  await chmod(path, 0o600);
  return Buffer.from((await readFile(path, 'utf8')).trim(), 'base64');
}

/** The deployment's sealer (made once per config). */
export function sealerFor(config: Config): Promise<Sealer> {
  let sealer = sealers.get(config);
  if (!sealer) {
    const key = config.dataEncryptionKey ? Promise.resolve(Buffer.from(config.dataEncryptionKey.reveal(), 'base64')) : keyFile(join(config.dataDir, 'data-encryption.key'));
    sealer = key.then((bytes) => new Sealer(bytes));
    sealers.set(config, sealer);
  }
  return sealer;
}
