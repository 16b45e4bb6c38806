import { count } from 'drizzle-orm';
import { users } from '@portal/db/schema';
import { SettlementStatus, SignStatus, UserType, OrganizationType } from '@portal/domain/enums';
import { hashPassword } from '../platform/passwords.ts';
import type { Services } from '../platform/services.ts';
import { defaultGates } from '../modules/feature-gates/gates.ts';
import { newInviteCode } from '../modules/auth/accounts.ts';

export const DEMO_PASSWORD = 'Demo-pass-2026';

/** The demo accounts printed at start and listed in the README. Team membership arrives with the teams issue. */
export const demoAccounts = [
  { role: 'artist', email: 'artist@demo.soundport.example', nickname: 'Luna Vale', type: UserType.ARTIST, region: 'BR', language: 'pt-BR', status: SettlementStatus.SETTLED, signStatus: SignStatus.ALL_SIGNED, isAdmin: false, password: DEMO_PASSWORD },
  { role: 'label', email: 'label@demo.soundport.example', nickname: 'Harbor Lights Records', type: UserType.LABEL, organizationType: OrganizationType.LABEL, region: 'US', language: 'en', status: SettlementStatus.IDENTIFICATION_PASSED, signStatus: SignStatus.USER_SIGNED, isAdmin: false, password: DEMO_PASSWORD },
  { role: 'label member 1', email: 'ana@demo.soundport.example', nickname: 'Ana Torres', type: UserType.ARTIST, region: 'US', language: 'es-MX', status: SettlementStatus.INIT, signStatus: SignStatus.UNSIGNED, isAdmin: false, password: DEMO_PASSWORD },
  { role: 'label member 2', email: 'ken@demo.soundport.example', nickname: 'Ken Sato', type: UserType.ARTIST, region: 'JP', language: 'ja', status: SettlementStatus.INIT, signStatus: SignStatus.UNSIGNED, isAdmin: false, password: DEMO_PASSWORD },
  { role: 'operator', email: 'operator@demo.soundport.example', nickname: 'Portal Operator', type: UserType.ARTIST, region: 'US', language: 'en', status: SettlementStatus.SETTLED, signStatus: SignStatus.ALL_SIGNED, isAdmin: true, password: DEMO_PASSWORD },
] as const;

/** Fills an empty database with the demo accounts and default feature gates. Returns false when data exists. */
export async function seedDemo(services: Services): Promise<boolean> {
  const [existing] = await services.db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  await seedDefaultGates(services);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of demoAccounts) {
    await services.db.insert(users).values({
      email: account.email,
      passwordHash,
      nickname: account.nickname,
      type: account.type,
      organizationType: 'organizationType' in account ? account.organizationType : null,
      region: account.region,
      language: account.language,
      status: account.status,
      signStatus: account.signStatus,
      isAdmin: account.isAdmin,
      inviteCode: newInviteCode(),
    });
  }
  return true;
}

export async function seedDefaultGates(services: Services): Promise<void> {
  for (const gate of defaultGates) {
    const existing = (await services.gates.list()).some((row) => row.scope === gate.scope && row.key === gate.key);
    if (!existing) await services.gates.save(gate, 0);
  }
}
