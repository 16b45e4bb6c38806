import { and, count, eq, inArray } from 'drizzle-orm';
import { adEvents, releases, tracks, users } from '@portal/db/schema';
import type { AdEvent } from '@portal/domain/promotion/ad-events';
import { ReleaseStatus, SignStatus } from '@portal/domain/enums';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';

/** Statuses of a release whose songs passed review. */
const ACCEPTED = [ReleaseStatus.Approved, ReleaseStatus.Delivered, ReleaseStatus.Live];

/** Whether the event has happened for the account (document 1 section 4): a song passed review; every agreement is signed. */
async function isDue(services: Services, accountId: number, event: AdEvent): Promise<boolean> {
  if (event === 'contract_sign') {
    const [user] = await services.db.select({ signStatus: users.signStatus }).from(users).where(eq(users.id, accountId));
    return user?.signStatus === SignStatus.ALL_SIGNED;
  }
  const [accepted] = await services.db
    .select({ songs: count() })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(and(eq(tracks.ownerUserId, accountId), inArray(releases.status, ACCEPTED)));
  return (accepted?.songs ?? 0) > 0;
}

/**
 * Records a paid-ads event once the account has earned it (decision 028). The first record answers firstReport, so
 * the page tells the ad tag exactly once however many tabs or devices ask; an event not yet due records nothing.
 */
export async function recordAdEvent(services: Services, actor: Actor, query: { eventName: AdEvent; totalCountChange?: number; collectedCountChange?: number }) {
  const due = await isDue(services, actor.accountId, query.eventName);
  if (!due) return { eventName: query.eventName, due, firstReport: false };
  const recorded = await services.db
    .insert(adEvents)
    .values({ userId: actor.accountId, eventName: query.eventName, totalCountChange: query.totalCountChange ?? null, collectedCountChange: query.collectedCountChange ?? null })
    .onConflictDoNothing()
    .returning({ eventName: adEvents.eventName });
  return { eventName: query.eventName, due, firstReport: recorded.length > 0 };
}
