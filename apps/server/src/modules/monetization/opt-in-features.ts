import { monetizationFeatures } from '@portal/db/schema';
import type { MonetizationType } from '@portal/domain/monetization/programmes';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { readDefaults } from './programme-state.ts';

export async function optInFeatures(services: Services, actor: Actor) {
  const { defaults, updatedAt } = await readDefaults(services, actor.accountId);
  return { defaults, updatedAt: updatedAt?.toISOString() ?? null };
}

/** Sets the programmes the account's tracks join by default; programmes not named keep their setting. */
export async function saveOptInFeatures(services: Services, actor: Actor, changes: Partial<Record<MonetizationType, boolean>>) {
  const { defaults } = await readDefaults(services, actor.accountId);
  const values = { defaults: { ...defaults, ...changes }, updatedByUserId: actor.person.id, updatedAt: new Date() };
  await services.db
    .insert(monetizationFeatures)
    .values({ userId: actor.accountId, ...values })
    .onConflictDoUpdate({ target: monetizationFeatures.userId, set: values });
  return optInFeatures(services, actor);
}
