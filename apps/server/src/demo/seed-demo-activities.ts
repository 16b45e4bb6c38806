import { activities } from '@portal/db/schema';
import type { Services } from '../platform/services.ts';

const DAY = 86_400_000;

/** The demo's activity center (decision 032): a running referral programme and a running volume-up campaign. */
export async function seedDemoActivities(services: Services, operatorId: number): Promise<void> {
  const now = Date.now();
  await services.db.insert(activities).values([
    {
      activityType: 'referral',
      title: 'Invite a friend, earn USD 5',
      description: 'Bring an artist friend to SoundPort. When their identity is verified and their first release is approved, USD 5 goes into your balance — for every friend, with no limit.',
      startAt: new Date(now - 7 * DAY),
      endAt: new Date(now + 90 * DAY),
      rewardAmount: 5_000_000n,
      createdByUserId: operatorId,
    },
    {
      activityType: 'volume_up',
      title: 'Volume up: new voices',
      description: 'Enter up to three of your released tracks. For four weeks we feature them in our editorial playlists and social posts.',
      startAt: new Date(now - 2 * DAY),
      endAt: new Date(now + 28 * DAY),
      maxTracks: 3,
      createdByUserId: operatorId,
    },
  ]);
}
