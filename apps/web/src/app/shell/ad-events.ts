import { AD_EVENTS, type AdEvent } from '@portal/domain/promotion/ad-events';

export interface AdEventAnswer {
  due: boolean;
  firstReport: boolean;
}

/** The Google Tag Manager data layer: the tag an operator configures reads conversions from it (decision 028). */
type DataLayer = { push: (entry: Record<string, unknown>) => unknown };

/**
 * Reports the paid-ads events the account has earned (document 1 section 4): asks the server for each event this
 * browser has not settled; pushes an event to the data layer only on its first record anywhere; remembers an event
 * once it is recorded, so later page loads do not ask again.
 */
export async function reportDueAdEvents(
  accountId: number,
  ask: (event: AdEvent) => Promise<AdEventAnswer>,
  dataLayer: DataLayer,
  remembered: { has: (key: string) => boolean; add: (key: string) => void },
): Promise<AdEvent[]> {
  const pushed: AdEvent[] = [];
  for (const event of AD_EVENTS) {
    const key = `ad-event:${accountId}:${event}`;
    if (remembered.has(key)) continue;
    const answer = await ask(event).catch(() => null);
    if (!answer?.due) continue;
    if (answer.firstReport) {
      dataLayer.push({ event });
      pushed.push(event);
    }
    remembered.add(key);
  }
  return pushed;
}
