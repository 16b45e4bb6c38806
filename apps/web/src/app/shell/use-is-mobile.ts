import { useMediaQuery } from '@mantine/hooks';

const QUERY = '(max-width: 767px)';

/** Narrow viewport, read synchronously on first render so mobile never flashes the desktop header. */
export function useIsMobile(): boolean {
  const initial = typeof window !== 'undefined' && window.matchMedia(QUERY).matches;
  return useMediaQuery(QUERY, initial, { getInitialValueInEffect: false }) ?? initial;
}
