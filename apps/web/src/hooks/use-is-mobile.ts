import { useSyncExternalStore } from 'react';

const QUERY = '(max-width: 767px)';

const subscribe = (notify: () => void) => {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', notify);
  return () => media.removeEventListener('change', notify);
};
const snapshot = () => window.matchMedia(QUERY).matches;

/** Narrow viewport, read synchronously so mobile never flashes the desktop header. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
