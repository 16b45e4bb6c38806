import { useCallback, useEffect, useRef, useState } from 'react';
import { authorizeAddress } from './api.ts';
import type { Platform } from './oauth-helpers.ts';

const POPUP_NAME = 'sp-oauth-link';
const POPUP_FEATURES = 'popup=yes,width=520,height=720';
const POLL_MS = 1000;

/**
 * Linking in a popup: the provider's page opens in it, and `onClosed` runs when the user closes it (or it closes
 * itself after the result page). Without a popup (blocked) the page itself goes to the provider.
 */
export function useLinkPopup(onClosed: () => void) {
  const [waiting, setWaiting] = useState<Platform | null>(null);
  const poll = useRef<number | null>(null);
  const closed = useRef(onClosed);
  closed.current = onClosed;

  const stop = useCallback(() => {
    if (poll.current !== null) window.clearInterval(poll.current);
    poll.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  /** Must run inside the click, so popup blockers let the window through; rejects as the authorize call does. */
  const open = async (platform: Platform, next?: string) => {
    const popup = window.open('', POPUP_NAME, POPUP_FEATURES);
    try {
      const url = await authorizeAddress(platform, next);
      if (!popup || popup.closed) {
        window.location.assign(url);
        return;
      }
      popup.location.href = url;
      setWaiting(platform);
      stop();
      poll.current = window.setInterval(() => {
        if (!popup.closed) return;
        stop();
        setWaiting(null);
        closed.current();
      }, POLL_MS);
    } catch (error) {
      popup?.close();
      throw error;
    }
  };

  return { open, waiting };
}
