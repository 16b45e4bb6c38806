import { and, count, eq, gt } from 'drizzle-orm';
import { signUpAttempts } from '@portal/db/schema';
import { isDisposableEmail } from '@portal/domain/disposable-email';
import type { Services } from '../../platform/services.ts';

export type RiskVerdict = 'ok' | 'ip_flood' | 'device_flood' | 'disposable_email';

// Accounts created per hour before a source is refused: config.signUpsPerIpPerHour (SIGN_UPS_PER_IP_PER_HOUR, default 10).
export const SIGN_UPS_PER_DEVICE_PER_DAY = 3;

/** Refuses sign-up floods per IP and device and disposable email domains; `record` logs a real attempt. */
export async function assessSignUp(services: Services, input: { ip: string; deviceId?: string; email?: string }, record: boolean): Promise<RiskVerdict> {
  let verdict: RiskVerdict = 'ok';
  if (input.email && isDisposableEmail(input.email)) verdict = 'disposable_email';
  else if ((await accepted(services, eq(signUpAttempts.ip, input.ip), 3600)) >= services.config.signUpsPerIpPerHour) verdict = 'ip_flood';
  else if (input.deviceId && (await accepted(services, eq(signUpAttempts.deviceId, input.deviceId), 86_400)) >= SIGN_UPS_PER_DEVICE_PER_DAY) verdict = 'device_flood';
  if (record) {
    await services.db.insert(signUpAttempts).values({ ip: input.ip, deviceId: input.deviceId ?? null, email: input.email ?? null, decision: verdict });
  }
  return verdict;
}

async function accepted(services: Services, where: ReturnType<typeof eq>, seconds: number): Promise<number> {
  const [row] = await services.db
    .select({ n: count() })
    .from(signUpAttempts)
    .where(and(where, eq(signUpAttempts.decision, 'ok'), gt(signUpAttempts.createdAt, new Date(Date.now() - seconds * 1000))));
  return row?.n ?? 0;
}
