import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { portalSettings } from '@portal/db/schema';
import type { Services } from './services.ts';

/**
 * A signing key made once and kept in portal_settings under `name`, so every server of a deployment checks what
 * another signed (upload tokens, signed image URLs, unsubscribe tickets, e-mail links).
 */
export async function sharedSecret(services: Services, name: string): Promise<string> {
  await services.db
    .insert(portalSettings)
    .values({ key: name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await services.db.select().from(portalSettings).where(eq(portalSettings.key, name));
  return row!.value as string;
}

/** HMAC-SHA256 of the payload in base64url, cut to `length` characters where a link should stay short. */
export const hmacSignature = (secret: string, payload: string, length?: number) => {
  const signature = createHmac('sha256', secret).update(payload).digest('base64url');
  return length === undefined ? signature : signature.slice(0, length);
};
