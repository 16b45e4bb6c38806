import { hmacSignature, sharedSecret } from '../../platform/signing.ts';
import { safeEqual } from '../../platform/tokens.ts';
import type { Services } from '../../platform/services.ts';
import { publicOriginOf } from '../../config.ts';

const SECRET_KEY = 'open_extras_secret';

const mac = (secret: string, payload: string) => hmacSignature(secret, payload, 32);

/** `purpose.part.part…mac`: the purpose keeps a token of one kind from being used as another. */
export async function sign(services: Services, purpose: string, parts: (string | number)[]): Promise<string> {
  const payload = [purpose, ...parts].join('.');
  return `${payload}.${mac(await sharedSecret(services, SECRET_KEY), payload)}`;
}

/** The parts of a token of this purpose, or null when it is not one or its signature does not match. */
export async function verify(services: Services, purpose: string, token: string): Promise<string[] | null> {
  const pieces = token.split('.');
  if (pieces.length < 3 || pieces[0] !== purpose) return null;
  const signature = pieces.pop()!;
  if (!safeEqual(signature, mac(await sharedSecret(services, SECRET_KEY), pieces.join('.')))) return null;
  return pieces.slice(1);
}

export const publicOrigin = (services: Services) => publicOriginOf(services.config);
