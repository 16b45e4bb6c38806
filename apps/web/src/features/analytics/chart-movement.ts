/** How an entry moved against the period before: new to the chart, up or down by some places, or the same place. */
export type Movement = { kind: 'new' } | { kind: 'same' } | { kind: 'up' | 'down'; places: number };

export function movementOf(rank: number, previousRank: number | null): Movement {
  if (previousRank === null) return { kind: 'new' };
  if (previousRank === rank) return { kind: 'same' };
  return previousRank > rank ? { kind: 'up', places: previousRank - rank } : { kind: 'down', places: rank - previousRank };
}
