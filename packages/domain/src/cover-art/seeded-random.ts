/**
 * Deterministic randomness for generated artwork: the same text and seed always give the same numbers, on every
 * machine (no Math.random, no platform hashing).
 */

import { hashSeed, seededRandom as numbers } from '../seeded-random.ts';

export { hashSeed };

export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A number in [min, max). */
  range(min: number, max: number): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** The items in a shuffled order (a new array). */
  shuffle<T>(items: readonly T[]): T[];
}

/** Layout choices and grain from one seed (a text or a number). */
export function seededRandom(seed: number | string): Random {
  const next = numbers(typeof seed === 'string' ? hashSeed(seed) : seed);
  const random: Random = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
    shuffle: (items) => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index--) {
        const other = Math.floor(next() * (index + 1));
        [copy[index], copy[other]] = [copy[other]!, copy[index]!];
      }
      return copy;
    },
  };
  return random;
}
