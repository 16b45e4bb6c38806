import { promoCampaigns } from '@portal/db/schema';
import { PromotionServiceType as T } from '@portal/domain/promotion/center';
import type { Services } from '../platform/services.ts';

const DAY = 86_400_000;

/** Campaigns the promotion team has open in the demo (decision 030): something for the artist and for the label. */
const campaigns = [
  {
    serviceType: T.EDITORIAL_PLAYLIST,
    title: 'Summer Indie Finds',
    description: 'Our editors build a summer playlist of independent pop and indie. Send up to three tracks.',
    days: 14,
    slots: 40,
    territories: [],
  },
  {
    serviceType: T.SOCIAL_POST,
    title: 'New Music Spotlight on our socials',
    description: 'A post and a story on our Instagram and TikTok about your latest music.',
    days: 7,
    slots: 25,
    territories: [],
  },
  { serviceType: T.BILLBOARD, title: 'Times Square digital billboard', description: 'One week on a digital billboard in New York for a recent release.', days: 21, slots: 3, territories: ['US'] },
  { serviceType: T.PRESAVE_ADS, title: 'Presave push', description: 'Two weeks of targeted ads for your next single, with a presave link to every major store.', days: 10, slots: 20, territories: [] },
  { serviceType: T.RADIO_PLUGGING, title: 'College radio: US and Canada', description: 'Our pluggers take clean versions to college stations.', days: 30, slots: 10, territories: ['US', 'CA'] },
] as const;

export async function seedDemoPromotion(services: Services, operatorId: number): Promise<void> {
  const now = Date.now();
  await services.db.insert(promoCampaigns).values(
    campaigns.map(({ days, territories, ...campaign }) => ({
      ...campaign,
      territories: [...territories],
      startAt: new Date(now - DAY),
      endAt: new Date(now + days * DAY),
      createdByUserId: operatorId,
    })),
  );
}
