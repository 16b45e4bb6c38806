import { eq } from 'drizzle-orm';
import { teams } from '@portal/db/schema';
import type { UserRow } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';

/** The owner's team, made the first time it is needed (named after the account). */
export async function teamOf(services: Services, owner: UserRow): Promise<{ id: number; name: string }> {
  const [existing] = await services.db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.ownerUserId, owner.id)).limit(1);
  if (existing) return existing;
  const [made] = await services.db
    .insert(teams)
    .values({ ownerUserId: owner.id, name: owner.nickname || owner.email || `#${owner.id}` })
    .onConflictDoUpdate({ target: teams.ownerUserId, set: { ownerUserId: owner.id } })
    .returning({ id: teams.id, name: teams.name });
  return made!;
}

/** The stored member-permissions map with numeric keys turned back into the wire's string keys. */
export function wirePermissions(stored: unknown): Record<string, number[]> {
  return Object.fromEntries(Object.entries((stored ?? {}) as Record<string, number[]>).map(([k, v]) => [String(k), v]));
}
