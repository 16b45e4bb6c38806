import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { filtersFromParams, type RangePreset } from './ranges.ts';

/** The range and store filters of the address (ranges.ts), and ways to change them that keep the rest of it. */
export function useAnalyticsFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  return {
    filters,
    /** The address's query, for links between the pages that keep the same filters. */
    search: params.toString() ? `?${params.toString()}` : '',
    choosePreset: (preset: RangePreset) => update({ days: String(preset), start: null, end: null }),
    chooseDays: (start: string, end: string) => update({ start, end, days: null }),
    chooseStores: (storeIds: number[]) => update({ stores: storeIds.join(',') || null }),
  };
}

/** The id in /analytics/track/:id or /analytics/artist/:id (the area is one router entry, analytics/*); NaN when absent. */
export function usePathId(): number {
  return Number((useParams()['*'] ?? '').split('/')[1]);
}
