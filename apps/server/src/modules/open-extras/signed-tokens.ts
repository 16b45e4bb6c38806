import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { portalSettings } from '@portal/db/schema';
import { safeEqual } from '../../platform/tokens.ts';
import type { Services } from '../../platform/services.ts';
import { publicOriginOf } from '../../config.ts';

const SECRET_KEY = 'open_extras_secret';

/** The key that signs these links: made once and kept in the database, so every server checks what another signed. */
async function secret(services: Services): Promise<string> {
  await services.db
    .insert(portalSettings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await services.db.select().from(portalSettings).where(eq(portalSettings.key, SECRET_KEY));
  return row!.value as string;
}

const mac = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url').slice(0, 32);

/** `purpose.part.part…mac`: the purpose keeps a token of one kind from being used as another. */
export async function sign(services: Services, purpose: string, parts: (string | number)[]): Promise<string> {
  const payload = [purpose, ...parts].join('.');
  return `${payload}.${mac(await secret(services), payload)}`;
}

/** The parts of a token of this purpose, or null when it is not one or its signature does not match. */
export async function verify(services: Services, purpose: string, token: string): Promise<string[] | null> {
  const pieces = token.split('.');
  if (pieces.length < 3 || pieces[0] !== purpose) return null;
  const signature = pieces.pop()!;
  if (!safeEqual(signature, mac(await secret(services), pieces.join('.')))) return null;
  return pieces.slice(1);
}

export const publicOrigin = (services: Services) => publicOriginOf(services.config);
