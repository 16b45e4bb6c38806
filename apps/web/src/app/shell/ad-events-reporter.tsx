import { useEffect } from 'react';
import { readCookieChoice } from '../../lib/cookie-consent.ts';
import { readStorage, writeStorage } from '../../lib/storage.ts';
import { useSession } from '../../lib/use-session.ts';
import { reportDueAdEvents } from './ad-events.ts';
import { recordAdEvent } from './shell-api.ts';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Tells the ad tag about the owner's conversions, only with the visitor's consent to marketing cookies. */
export function AdEventsReporter() {
  const { user } = useSession();
  const accountId = user && user.team === null ? user.userId : null;
  useEffect(() => {
    if (accountId === null || !readCookieChoice().marketing) return;
    window.dataLayer ??= [];
    void reportDueAdEvents(accountId, recordAdEvent, window.dataLayer, {
      has: (key) => readStorage(key) !== null,
      add: (key) => writeStorage(key, new Date().toISOString()),
    });
  }, [accountId]);
  return null;
}
