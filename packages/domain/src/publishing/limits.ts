/** Document 2 section 9. */
export const PUBLISHING_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  middleNameMin: 1,
  ipiMax: 11,
  zipLength: 5,
  phoneLength: 10,
  phonePrefix: '+1',
  ssnMax: 12,
  englishTitleMax: 500,
  percentMax: 100,
  /** 100 % in basis points, as percentages are stored. */
  totalBasisPoints: 10_000,
  songwritersPerTrack: 50,
  trackListPageSize: 10,
  searchBatch: 100,
} as const;

/** Percent (2 decimals) to the basis points the server stores: 12.5 % -> 1250. */
export const toBasisPoints = (percent: number) => Math.round(percent * 100);
export const fromBasisPoints = (basisPoints: number) => basisPoints / 100;
